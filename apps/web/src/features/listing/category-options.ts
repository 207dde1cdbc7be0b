import type { Category } from '@weekends/shared';
import type { CheckOption } from './components/CheckboxList.tsx';

/** Every category with its sub-categories beneath it, each once (a sub-category is never also a parent row). */
export function categoryTreeOptions(categories: readonly Category[]): CheckOption[] {
  const childIds = new Set(categories.flatMap((c) => c.children.map((child) => child.id)));
  return categories
    .filter((parent) => !childIds.has(parent.id))
    .map((parent) => ({
      id: parent.id,
      name: parent.name,
      children: parent.children.map((c) => ({ id: c.id, name: c.name })),
    }));
}
