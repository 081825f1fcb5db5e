"use client";

import {
  Button,
  CartLines,
  type CartLinesLabels,
  CartSummary,
  DataTable,
  FormStack,
  Link,
  Panel,
  SummaryLayout,
  Text,
  TextArea,
  TextField,
} from "@wire/design-system";
import { type FormEvent, useEffect, useState, useTransition } from "react";
import { writeCartMirror } from "../../portal/cartMirror";
import type { CartView, SavedListView } from "../../portal/partPresentation";
import {
  addSavedListToCart,
  changeCartQuantity,
  clearPartsCart,
  deleteSavedList,
  removeCartLine,
  requestParts,
  saveCartAsList,
} from "../../portal/partsActions";
import type { QuickOrderTexts } from "../../portal/quickOrderTexts";
import { QuickOrder } from "./QuickOrder";

/** The cart page's texts, translated on the server. */
export interface PartsCartTexts {
  lines: CartLinesLabels;
  emptyTitle: string;
  emptyText: string;
  findParts: string;
  findPartsHref: string;
  total: string;
  clear: string;
  /** The summary panel beside the lines: its heading, the parts count's label, the clear dialog. */
  summary: {
    title: string;
    parts: string;
    clearConfirm: string;
    cancel: string;
    close: string;
  };
  quickOrderTitle: string;
  quickOrder: QuickOrderTexts;
  savedLists: {
    title: string;
    name: string;
    save: string;
    empty: string;
    caption: string;
    summary: string;
    actions: string;
    addToCart: string;
    delete: string;
  };
  request: {
    customerReference: string;
    comment: string;
    submitQuote: string;
    submitOrder: string;
    /** The link to the new request, with `{reference}`. */
    open: string;
    requestsHref: string;
  };
}

/**
 * The parts cart (spec §4): its lines with quantity steppers (0 removes a line), unit price and
 * line total; beside them (below on a phone) the summary with the total and the quote or order
 * request, and clearing the cart after a confirmation; then quick order by article number or
 * pasted / uploaded CSV, reported line by line, and saved lists, each in its own panel. Every change goes to the server's cart, and the answer is
 * mirrored into local storage for the header's badge.
 */
export function PartsCartView({
  locale,
  initialCart,
  initialLists,
  texts,
}: {
  locale: string;
  initialCart: CartView;
  initialLists: SavedListView[];
  texts: PartsCartTexts;
}) {
  const [cart, setCart] = useState(initialCart);
  const [lists, setLists] = useState(initialLists);
  const [status, setStatus] = useState("");
  const [pending, startTransition] = useTransition();
  const [listName, setListName] = useState("");
  const [listError, setListError] = useState("");
  const [customerReference, setCustomerReference] = useState("");
  const [comment, setComment] = useState("");
  const [requestErrors, setRequestErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<{ reference: string; message: string } | null>(null);

  // The page brought the server's cart: the badge's mirror follows it.
  useEffect(() => writeCartMirror(initialCart.mirror), [initialCart]);

  const applyCart = (next: CartView) => {
    setCart(next);
    writeCartMirror(next.mirror);
  };
  const run = (
    action: () => Promise<{ ok: true; cart: CartView } | { ok: false; message: string }>,
  ) =>
    startTransition(async () => {
      const result = await action();
      if (result.ok) applyCart(result.cart);
      else setStatus(result.message);
    });

  const onSaveList = (event: FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await saveCartAsList(locale, listName);
      if (result.ok) {
        setLists(result.lists);
        setListName("");
        setListError("");
      } else {
        setListError(result.errors?.name ?? "");
      }
      setStatus(result.message);
    });
  };
  const listAction = (action: () => ReturnType<typeof deleteSavedList>) =>
    startTransition(async () => {
      const result = await action();
      if (result.ok) {
        setLists(result.lists);
        if (result.cart) applyCart(result.cart);
      }
      setStatus(result.message);
    });

  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The button pressed says which request: "Request a quote" or "Order parts".
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const type =
      submitter instanceof HTMLButtonElement && submitter.value ? submitter.value : "QUOTE";
    startTransition(async () => {
      const result = await requestParts(locale, {
        type,
        customerReference,
        comment,
      });
      if (result.ok) {
        applyCart(result.cart);
        setRequestErrors({});
        setCustomerReference("");
        setComment("");
        setCreated({ reference: result.reference, message: result.message });
        setStatus(result.message);
      } else {
        setRequestErrors(result.errors ?? {});
        setStatus(result.message);
      }
    });
  };

  // Beside the lines (after them on a phone): the request's fields, the total, and the request
  // made from it right below the total.
  const summary = (
    <CartSummary
      title={texts.summary.title}
      facts={[{ label: texts.summary.parts, value: String(cart.count) }]}
      total={cart.total ? { label: texts.total, value: cart.total } : undefined}
      clear={{
        label: texts.clear,
        confirmText: texts.summary.clearConfirm,
        cancelLabel: texts.summary.cancel,
        closeLabel: texts.summary.close,
        isDisabled: pending,
        onConfirm: () => run(() => clearPartsCart(locale)),
      }}
      onSubmit={onRequest}
      fields={
        <>
          <TextField
            label={texts.request.customerReference}
            name="customerReference"
            value={customerReference}
            onChange={setCustomerReference}
            maxLength={40}
            errorMessage={requestErrors.customerReference}
          />
          <TextArea
            label={texts.request.comment}
            name="comment"
            value={comment}
            onChange={setComment}
            maxLength={2000}
            errorMessage={requestErrors.comment}
          />
        </>
      }
    >
      <Button type="submit" name="type" value="QUOTE" fullWidth isDisabled={pending}>
        {texts.request.submitQuote}
      </Button>
      <Button
        type="submit"
        name="type"
        value="ORDER"
        variant="secondary"
        fullWidth
        isDisabled={pending}
      >
        {texts.request.submitOrder}
      </Button>
    </CartSummary>
  );

  return (
    <>
      <Text role="status">{status}</Text>
      {created ? (
        <Link href={`${texts.request.requestsHref}/${created.reference}`}>
          {texts.request.open.replace("{reference}", created.reference)}
        </Link>
      ) : null}
      <SummaryLayout summary={cart.lines.length > 0 ? summary : undefined}>
        <CartLines
          lines={cart.lines}
          labels={texts.lines}
          isDisabled={pending}
          onQuantityChange={(key, value) => run(() => changeCartQuantity(locale, key, value))}
          onRemove={(key) => run(() => removeCartLine(locale, key))}
          empty={{
            title: texts.emptyTitle,
            text: texts.emptyText,
            action: <Link href={texts.findPartsHref}>{texts.findParts}</Link>,
          }}
        />
      </SummaryLayout>

      <Panel title={texts.quickOrderTitle}>
        <QuickOrder locale={locale} texts={texts.quickOrder} onCart={applyCart} />
      </Panel>

      <Panel title={texts.savedLists.title}>
        {cart.lines.length > 0 ? (
          <form onSubmit={onSaveList}>
            <FormStack
              actions={
                <Button type="submit" variant="secondary" isDisabled={pending}>
                  {texts.savedLists.save}
                </Button>
              }
            >
              <TextField
                label={texts.savedLists.name}
                name="listName"
                value={listName}
                onChange={setListName}
                maxLength={80}
                errorMessage={listError}
              />
            </FormStack>
          </form>
        ) : null}
        <DataTable
          caption={texts.savedLists.caption}
          emptyText={texts.savedLists.empty}
          rows={lists}
          columns={[
            { id: "name", header: texts.savedLists.name, value: (row) => row.name },
            { id: "summary", header: texts.savedLists.summary, value: (row) => row.summary },
            {
              id: "actions",
              header: texts.savedLists.actions,
              value: () => "",
              render: (row) => (
                <>
                  <Button
                    size="small"
                    isDisabled={pending}
                    aria-label={`${texts.savedLists.addToCart}: ${row.name}`}
                    onPress={() => listAction(() => addSavedListToCart(locale, row.id))}
                  >
                    {texts.savedLists.addToCart}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={pending}
                    aria-label={`${texts.savedLists.delete}: ${row.name}`}
                    onPress={() => listAction(() => deleteSavedList(locale, row.id))}
                  >
                    {texts.savedLists.delete}
                  </Button>
                </>
              ),
            },
          ]}
        />
      </Panel>
    </>
  );
}
