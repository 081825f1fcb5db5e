"use client";

import {
  Button,
  FileField,
  FormStack,
  LineReport,
  Text,
  TextArea,
  TextField,
} from "@wire/design-system";
import { type FormEvent, useState, useTransition } from "react";
import { writeCartMirror } from "../../portal/cartMirror";
import type { CartView } from "../../portal/partPresentation";
import { quickOrder } from "../../portal/partsActions";
import type { QuickOrderTexts } from "../../portal/quickOrderTexts";

/**
 * Quick order (spec §4): one part by article number and quantity, or many from pasted or
 * uploaded CSV. Valid lines go to the server's cart (mirrored for the header's badge), each
 * other line is reported with its number right below the quick order's buttons, and the pasted
 * text stays as the user typed it. When the site cannot be reached the report says so (the
 * upload's "could not be uploaded, try again"), and the form stays usable.
 */
export function QuickOrder({
  locale,
  texts,
  onCart,
}: {
  locale: string;
  texts: QuickOrderTexts;
  /** The server's cart after an order, e.g. to show its new lines. */
  onCart?: (cart: CartView) => void;
}) {
  const [pending, startTransition] = useTransition();
  const [articleNumber, setArticleNumber] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [csv, setCsv] = useState("");
  const [failure, setFailure] = useState("");
  // A new file input after each upload, so the same file can be chosen again after fixing it.
  const [uploadKey, setUploadKey] = useState(0);
  const [report, setReport] = useState<{
    summary: string;
    title: string;
    items: { line: number; message: string }[];
  }>({ summary: "", title: "", items: [] });

  const order = (text: string, failedText = texts.failed) =>
    startTransition(async () => {
      const result = await quickOrder(locale, text).catch((error: Error) => {
        console.error(`[quick order] not sent: ${error.message}`);
        return { ok: false as const, message: failedText };
      });
      if (!result.ok) {
        setFailure(result.message);
        return;
      }
      setFailure("");
      writeCartMirror(result.cart.mirror);
      onCart?.(result.cart);
      setReport({ summary: result.added, title: result.problemsTitle, items: result.problems });
    });

  const onQuickAdd = (event: FormEvent) => {
    event.preventDefault();
    if (articleNumber.trim()) order(`${articleNumber.trim()};${quantity.trim()}`);
  };
  const onPaste = (event: FormEvent) => {
    event.preventDefault();
    if (csv.trim()) order(csv);
  };

  return (
    <>
      <form onSubmit={onQuickAdd}>
        <FormStack
          actions={
            <Button type="submit" isDisabled={pending}>
              {texts.add}
            </Button>
          }
        >
          <TextField
            label={texts.articleNumber}
            name="articleNumber"
            value={articleNumber}
            onChange={setArticleNumber}
            inputMode="numeric"
            autoComplete="off"
          />
          <TextField
            label={texts.quantity}
            name="quantity"
            value={quantity}
            onChange={setQuantity}
            inputMode="numeric"
            autoComplete="off"
          />
        </FormStack>
      </form>
      <form onSubmit={onPaste}>
        <FormStack
          actions={
            <Button type="submit" isDisabled={pending}>
              {texts.submit}
            </Button>
          }
        >
          <TextArea
            label={texts.pasteLabel}
            description={texts.pasteHint}
            name="csv"
            rows={6}
            value={csv}
            onChange={setCsv}
          />
          <FileField
            key={uploadKey}
            label={texts.upload}
            name="csvFile"
            accept=".csv,.txt,text/csv,text/plain"
            isDisabled={pending}
            onChange={(files) => {
              const file = files[0];
              if (!file) return;
              setUploadKey((key) => key + 1);
              file.text().then(
                (text) => order(text, texts.uploadFailed),
                () => setFailure(texts.uploadFailed),
              );
            }}
          />
        </FormStack>
      </form>
      {/* What the quick order did, right below its buttons. */}
      <Text role="alert">{failure}</Text>
      <LineReport title={report.title} items={report.items} summary={report.summary} />
    </>
  );
}
