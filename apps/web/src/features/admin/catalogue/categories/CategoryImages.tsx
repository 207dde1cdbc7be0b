import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_IMAGE_KINDS,
  type AdminCategoryDetail,
  type CategoryImageKind,
} from '@weekends/shared/admin-catalogue';
import { ImageFileField } from '../../../../components/form/ImageFileField.tsx';
import { applyApiError } from '../../../../components/form/apiErrors.ts';
import { useCatalogueChange, useCategoryImage } from '../api.ts';
import { dangerTextButton } from '../parts.tsx';
import { api } from '../../../../lib/api.ts';

/**
 * The category's three pictures, each sent as soon as it is chosen: the server judges the file by its content
 * (JPEG or PNG) and stores a WebP copy, so the preview is what visitors will see.
 */
export function CategoryImages({ category }: { category: AdminCategoryDetail }) {
  const { t } = useTranslation('admin');
  const upload = useCategoryImage(category.id);
  const remove = useCatalogueChange();
  const [errors, setErrors] = useState<Partial<Record<CategoryImageKind, string>>>({});
  const busy = upload.isPending || remove.isPending;
  const failed = (kind: CategoryImageKind) => (error: unknown) =>
    setErrors((current) => ({ ...current, [kind]: applyApiError(error) }));
  const cleared = (kind: CategoryImageKind) => () => setErrors((current) => ({ ...current, [kind]: undefined }));

  return (
    <div className="mt-4 grid gap-6 lg:grid-cols-3">
      {CATEGORY_IMAGE_KINDS.map((kind) => (
        <div key={kind}>
          <ImageFileField
            label={t(`catalogue.images.${kind}`)}
            hint={t(`catalogue.images.${kind}Hint`)}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            previewSrc={category[kind]}
            previewAlt={t(`catalogue.images.${kind}`)}
            chooseLabel={category[kind] ? t('catalogue.images.change') : t('catalogue.images.choose')}
            error={errors[kind]}
            disabled={busy}
            onFile={(file) => upload.mutate({ kind, file }, { onSuccess: cleared(kind), onError: failed(kind) })}
          />
          {category[kind] && (
            <button
              type="button"
              className={`${dangerTextButton} mt-2`}
              disabled={busy}
              onClick={() =>
                remove.mutate(
                  () =>
                    api.delete('/api/admin/catalogue/categories/{id}/images/{kind}', {
                      params: { path: { id: category.id, kind } },
                    }),
                  { onSuccess: cleared(kind), onError: failed(kind) },
                )
              }
            >
              {t('catalogue.images.remove', { name: t(`catalogue.images.${kind}`) })}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
