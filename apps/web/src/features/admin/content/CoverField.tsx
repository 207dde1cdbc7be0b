import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageFileField } from '../../../components/form/ImageFileField.tsx';
import { applyApiError } from '../../../components/form/apiErrors.ts';
import { uploadCover } from './api.ts';

/** The post's cover: uploaded at once when chosen (the server checks it by content), or removed. */
export function CoverField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState('');
  const onFile = async (file: File) => {
    setFailure('');
    setUploading(true);
    try {
      onChange((await uploadCover(file)).url);
    } catch (failed) {
      setFailure(applyApiError(failed));
    } finally {
      setUploading(false);
    }
  };
  return (
    <div>
      <ImageFileField
        label={t('content.posts.cover')}
        hint={t('content.posts.coverHint')}
        accept="image/jpeg,image/png,image/webp"
        previewSrc={value}
        previewAlt={t('content.posts.coverAlt')}
        chooseLabel={
          uploading ? t('inbox.saving') : value ? t('content.posts.changeCover') : t('content.posts.chooseCover')
        }
        error={failure || error}
        disabled={uploading}
        onFile={onFile}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="mt-2 text-sm font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('content.posts.removeCover')}
        </button>
      )}
    </div>
  );
}
