import type { Category } from '@weekends/shared';
import type { CheckOption } from './components/CheckboxList.tsx';

/** Every category with its sub-categories indented beneath it, each once. */
export function categoryTreeOptions(categories: readonly Category[]): CheckOption[] {
  const seen = new Set<number>();
  const options: CheckOption[] = [];
  for (const parent of categories) {
    if (seen.has(parent.id)) continue;
    seen.add(parent.id);
    options.push({ id: parent.id, name: parent.name });
    for (const child of parent.children) {
      if (seen.has(child.id)) continue;
      seen.add(child.id);
      options.push({ id: child.id, name: child.name, nested: true });
    }
  }
  return options;
}
