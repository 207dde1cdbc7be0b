import { describe, expect, it } from 'vitest';
import { careerOpenings } from '../../db/seed/content/careers.ts';
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
});
