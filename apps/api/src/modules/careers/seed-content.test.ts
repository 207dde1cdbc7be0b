import { describe, expect, it } from 'vitest';
import { careerOpenings } from '../../db/seed/content/careers.ts';
import { careerOpeningsAr } from '../../db/seed/content/careers-arabic.ts';
import { arabicColumns } from '../../db/seed/careers.ts';
import { renderPostingMarkdown } from './markdown.ts';

describe("the demo's openings", () => {
  it("include the earlier site's two roles as it named them", () => {
    const bySlug = new Map(careerOpenings.map((o) => [o.slug, o]));
    expect(bySlug.get('visual')).toMatchObject({
      title: 'Manager-Visual Design',
      location: 'Abu Dhabi',
      employmentType: 'Permanent',
    });
    expect(careerOpenings.find((o) => o.title === 'Digital Marketing Executive')).toMatchObject({
      location: 'Abu Dhabi',
      employmentType: 'Full time',
    });
    expect(bySlug.size).toBe(careerOpenings.length);
    expect(careerOpenings.every((o) => ['Abu Dhabi', 'Dubai'].includes(o.location))).toBe(true);
  });

  it('have descriptions that render to sections and lists', () => {
    for (const opening of careerOpenings) {
      const html = renderPostingMarkdown(opening.description);
      expect(html, opening.slug).toContain('<h2>What you will do</h2>');
      expect(html, opening.slug).toContain('<h2>How to apply</h2>');
      expect(html.match(/<li>/g)!.length, opening.slug).toBeGreaterThan(8);
    }
  });

  it('are all written in Arabic too, the whole posting with the same sections and as many points', () => {
    expect(Object.keys(careerOpeningsAr).sort()).toEqual(careerOpenings.map((o) => o.slug).sort());
    for (const opening of careerOpenings) {
      const arabic = arabicColumns(opening.slug);
      for (const [field, value] of Object.entries(arabic))
        expect(value, `${opening.slug} ${field}`).toMatch(/[\u0600-\u06FF]/);
      expect(['أبوظبي', 'دبي']).toContain(arabic.locationAr);
      const html = renderPostingMarkdown(arabic.descriptionAr);
      const english = renderPostingMarkdown(opening.description);
      expect(html, opening.slug).toContain('<h2>ماذا ستفعل</h2>');
      expect(html, opening.slug).toContain('<h2>كيف تتقدم</h2>');
      expect(html.match(/<li>/g)!.length, opening.slug).toBe(english.match(/<li>/g)!.length);
      expect(html.match(/<h2>/g)!.length, opening.slug).toBe(english.match(/<h2>/g)!.length);
    }
    // The shift worker's posting says what its own benefits are, as the English does.
    expect(arabicColumns('customer-experience-associate').descriptionAr).toContain('يوما راحة ثابتان كل أسبوع');
    expect(arabicColumns('customer-experience-associate').descriptionAr).not.toContain('نعمل من الاثنين إلى الجمعة');
  });
});
