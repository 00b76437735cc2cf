import { RoomTypeInputSchema, type RoomTypeView } from '../../../api/contract/console/inventory.ts';
import {
  createRoomType,
  updateRoomType,
} from '../../../api/contract/endpoints/console-inventory.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import {
  CheckboxField,
  ErrorSummary,
  SubmitButton,
  TextField,
  useConsoleForm,
} from '../../shared/form/index.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { CataloguePreview } from './CataloguePreview.tsx';
import { DescriptionsFields, NamesFields, NumberFields, PhotosField } from './catalogue-fields.tsx';
import { BED_KINDS, roomTypeInput, roomTypeValues } from './catalogue-values.ts';

/** Adds a room type, or edits one (`type`; its code stays). */
export function RoomTypeForm({
  hotel,
  type,
  onSaved,
}: {
  readonly hotel: string;
  readonly type?: RoomTypeView;
  readonly onSaved: () => void;
}) {
  const t = useCT();
  const call = useConsoleCall();
  const form = useConsoleForm({
    initial: roomTypeValues(type),
    schema: RoomTypeInputSchema,
    toInput: roomTypeInput,
    onSubmit: async ({ code, ...body }) => {
      if (type) await call(updateRoomType, { params: { hotel, code: type.code }, body });
      else await call(createRoomType, { params: { hotel }, body: { code, ...body } });
      onSaved();
    },
  });
  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-label={t(type ? 'inventory.type.edit' : 'inventory.type.add')}
    >
      <ErrorSummary form={form} />
      {type ? null : (
        <TextField
          form={form}
          name="code"
          label={t('inventory.form.code')}
          hint={t('inventory.form.codeHint')}
          ltr
        />
      )}
      <TextField form={form} name="name" label={t('inventory.form.name')} />
      <NamesFields form={form} />
      <TextField
        form={form}
        name="description"
        label={t('inventory.form.description')}
        multiline
        optional
      />
      <DescriptionsFields form={form} />
      <fieldset>
        <legend>{t('inventory.type.occupancy')}</legend>
        <NumberFields
          form={form}
          fields={[
            ['capacity', 'inventory.type.capacity', false],
            ['min_adults', 'inventory.type.minAdults', false],
            ['max_adults', 'inventory.type.maxAdults', true],
            ['max_children', 'inventory.type.maxChildren', true],
            ['size_sqm', 'inventory.type.size', true],
            ['total_rooms', 'inventory.type.rooms', false],
          ]}
        />
      </fieldset>
      <fieldset>
        <legend>{t('inventory.type.beds')}</legend>
        <NumberFields
          form={form}
          fields={BED_KINDS.map((kind) => [`beds.${kind}`, `inventory.bed.${kind}`, true] as const)}
        />
      </fieldset>
      <TextField
        form={form}
        name="amenities"
        label={t('inventory.type.amenities')}
        hint={t('inventory.type.amenitiesHint')}
        optional
      />
      <PhotosField
        hotel={hotel}
        photos={form.values.photos}
        onChange={(photos) => form.set('photos', photos)}
      />
      <CheckboxField form={form} name="published" label={t('inventory.form.published')} />
      <CataloguePreview source={{ type: form.values, plan: null }} />
      <SubmitButton form={form}>{t('inventory.form.save')}</SubmitButton>
    </form>
  );
}
