import { useAtomValue } from 'jotai';
import type { RatePlanView, RoomTypeView } from '../../../api/contract/console/inventory.ts';
import {
  listRatePlans,
  listRoomTypes,
  orderRatePlans,
  orderRoomTypes,
  updateRatePlan,
  updateRoomType,
} from '../../../api/contract/endpoints/console-inventory.ts';
import { useState } from '../../../react.ts';
import type { ConsoleScreenProps } from '../../routes.ts';
import { useConsoleCall } from '../../shared/api/api-context.tsx';
import { consoleErrorId } from '../../shared/api/error-text.ts';
import { useCT } from '../../shared/i18n/ConsoleI18n.tsx';
import { LoadStatus } from '../../shared/load/LoadStatus.tsx';
import { useLoad } from '../../shared/load/use-load.ts';
import { canAtom } from '../../shared/session/session-state.ts';
import { PreviewLinkButton } from '../previews/PreviewLinkButton.tsx';
import { RoomTypeForm } from './CatalogueForms.tsx';
import { moved } from './catalogue-values.ts';
import { useInventoryStyles } from './inventory-css.ts';
import { RatePlanForm } from './RatePlanForm.tsx';

/** What the form below the lists shows: nothing, a new one, or the one being edited. */
type Editing =
  | { readonly kind: 'type'; readonly item?: RoomTypeView }
  | { readonly kind: 'plan'; readonly item?: RatePlanView }
  | null;

/**
 * `/hotels/:hotel/rooms` (inventory.read): the hotel's room types and rate plans in the order
 * the widget shows them. With inventory.edit: add, edit, move up or down, publish or unpublish.
 */
export function CatalogueScreen({ params }: ConsoleScreenProps) {
  useInventoryStyles();
  const t = useCT();
  const call = useConsoleCall();
  const can = useAtomValue(canAtom);
  const editable = can('inventory.edit');
  const hotel = params.hotel ?? '';
  const [editing, setEditing] = useState<Editing>(null);
  const [status, setStatus] = useState('');
  const { state, reload } = useLoad(
    async (signal) => {
      const [types, plans] = await Promise.all([
        call(listRoomTypes, { params: { hotel }, signal }),
        call(listRatePlans, { params: { hotel }, signal }),
      ]);
      return { types: types.data, plans: plans.data };
    },
    [call, hotel],
  );
  const act = async (work: () => Promise<unknown>, done: Parameters<typeof t>[0]) => {
    try {
      await work();
      setStatus(t(done));
      reload();
    } catch (error) {
      setStatus(t(consoleErrorId(error)));
    }
  };
  const saved = () => {
    setEditing(null);
    setStatus(t('inventory.form.saved'));
    reload();
  };

  return (
    <>
      <p className="cs-status" role="status">
        {status}
      </p>
      <LoadStatus state={state} retry={reload}>
        {({ types, plans }) => (
          <>
            {(['type', 'plan'] as const).map((kind) => {
              const items: readonly (RoomTypeView | RatePlanView)[] =
                kind === 'type' ? types : plans;
              const codes = items.map((item) => item.code);
              const reorder = (i: number, by: -1 | 1) =>
                act(
                  () =>
                    call(kind === 'type' ? orderRoomTypes : orderRatePlans, {
                      params: { hotel },
                      body: { codes: moved(codes, i, by) },
                    }),
                  'inventory.list.moved',
                );
              const publish = (item: RoomTypeView | RatePlanView) =>
                act(
                  () =>
                    kind === 'type'
                      ? call(updateRoomType, {
                          params: { hotel, code: item.code },
                          body: { published: !item.published },
                        })
                      : call(updateRatePlan, {
                          params: { hotel, code: item.code },
                          body: { published: !item.published },
                        }),
                  item.published ? 'inventory.list.unpublished' : 'inventory.list.published',
                );
              return (
                <section key={kind} aria-labelledby={`inv-${kind}s`}>
                  <h2 id={`inv-${kind}s`}>
                    {t(kind === 'type' ? 'inventory.type.heading' : 'inventory.plan.heading')}
                  </h2>
                  <table className="inv-list">
                    <thead>
                      <tr>
                        <th scope="col">{t('inventory.form.name')}</th>
                        <th scope="col">{t('inventory.form.code')}</th>
                        <th scope="col">{t('inventory.list.state')}</th>
                        {editable ? <th scope="col">{t('inventory.list.actions')}</th> : null}
                      </tr>
                    </thead>
                    <tbody>
                      {items.map((item, i) => (
                        <tr key={item.code}>
                          <th scope="row">{item.name}</th>
                          <td dir="ltr">{item.code}</td>
                          <td>
                            {t(
                              item.published
                                ? 'inventory.list.isPublished'
                                : 'inventory.list.isDraft',
                            )}
                          </td>
                          {editable ? (
                            <td className="inv-tools">
                              <button
                                type="button"
                                className="cs-button"
                                onClick={() =>
                                  setEditing(
                                    kind === 'type'
                                      ? { kind, item: item as RoomTypeView }
                                      : { kind, item: item as RatePlanView },
                                  )
                                }
                              >
                                {t('inventory.list.edit', { name: item.name })}
                              </button>
                              <button
                                type="button"
                                className="cs-button"
                                onClick={() => void publish(item)}
                              >
                                {t(
                                  item.published
                                    ? 'inventory.list.unpublish'
                                    : 'inventory.list.publish',
                                  { name: item.name },
                                )}
                              </button>
                              <button
                                type="button"
                                className="cs-button"
                                disabled={i === 0}
                                onClick={() => void reorder(i, -1)}
                              >
                                {t('inventory.list.up', { name: item.name })}
                              </button>
                              <button
                                type="button"
                                className="cs-button"
                                disabled={i === items.length - 1}
                                onClick={() => void reorder(i, 1)}
                              >
                                {t('inventory.list.down', { name: item.name })}
                              </button>
                            </td>
                          ) : null}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  {editable ? (
                    <p>
                      <button
                        type="button"
                        className="cs-button"
                        onClick={() => setEditing({ kind })}
                      >
                        {t(kind === 'type' ? 'inventory.type.add' : 'inventory.plan.add')}
                      </button>
                    </p>
                  ) : null}
                </section>
              );
            })}
            {editing?.kind === 'type' ? (
              <section className="cs-card" aria-labelledby="inv-form">
                <h2 id="inv-form">
                  {t(editing.item ? 'inventory.type.edit' : 'inventory.type.add')}
                </h2>
                <RoomTypeForm
                  key={editing.item?.code ?? 'new'}
                  hotel={hotel}
                  {...(editing.item ? { type: editing.item } : {})}
                  onSaved={saved}
                />
              </section>
            ) : null}
            {editing?.kind === 'plan' ? (
              <section className="cs-card" aria-labelledby="inv-form">
                <h2 id="inv-form">
                  {t(editing.item ? 'inventory.plan.edit' : 'inventory.plan.add')}
                </h2>
                <RatePlanForm
                  key={editing.item?.code ?? 'new'}
                  hotel={hotel}
                  {...(editing.item ? { plan: editing.item } : {})}
                  types={types}
                  plans={plans}
                  onSaved={saved}
                />
              </section>
            ) : null}
          </>
        )}
      </LoadStatus>
      <PreviewLinkButton hotel={hotel} />
    </>
  );
}
