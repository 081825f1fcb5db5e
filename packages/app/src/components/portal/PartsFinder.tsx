"use client";

import {
  Button,
  ExplodedView,
  type ExplodedViewPosition,
  PartSummary,
  type PartSummaryProps,
  Text,
} from "@wire/design-system";
import { useState, useTransition } from "react";
import { writeCartMirror } from "../../portal/cartMirror";
import { addPartToCart } from "../../portal/partsActions";

/** A position of the drawing with its part, presented on the server. */
export interface PartsFinderPosition extends ExplodedViewPosition {
  partId: string;
  overline: string;
  summary: Omit<PartSummaryProps, "actions" | "overline" | "headingLevel" | "className">;
}

/**
 * The parts finder: the model's exploded view; choosing a position (click, tap, or arrow keys
 * and Enter) shows its part with its availability and an "Add to cart" button, which adds the
 * part to the user's cart on the server and updates the header's badge through the local mirror.
 */
export function PartsFinder({
  locale,
  svgMarkup,
  width,
  height,
  positions,
  texts,
}: {
  locale: string;
  svgMarkup: string;
  width: number;
  height: number;
  positions: readonly PartsFinderPosition[];
  texts: {
    drawing: string;
    positions: string;
    /** A position's accessible name with `{number}` and `{name}`. */
    position: string;
    zoomIn: string;
    zoomOut: string;
    resetZoom: string;
    instructions: string;
    choose: string;
    addToCart: string;
    adding: string;
    /** The confirmation with `{name}`. */
    added: string;
  };
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const [message, setMessage] = useState("");
  const [pending, startTransition] = useTransition();
  const position = positions.find((p) => p.number === selected);

  const add = (target: PartsFinderPosition) =>
    startTransition(async () => {
      const result = await addPartToCart(locale, target.partId, 1);
      if (result.ok) {
        writeCartMirror(result.cart.mirror);
        setMessage(texts.added.replace("{name}", target.summary.name));
      } else {
        setMessage(result.message);
      }
    });

  return (
    <>
      <ExplodedView
        svgMarkup={svgMarkup}
        width={width}
        height={height}
        positions={positions}
        selected={selected}
        onSelect={(number) => {
          setSelected(number);
          setMessage("");
        }}
        labels={{
          drawing: texts.drawing,
          positions: texts.positions,
          position: (p) =>
            texts.position.replace("{number}", String(p.number)).replace("{name}", p.label),
          zoomIn: texts.zoomIn,
          zoomOut: texts.zoomOut,
          resetZoom: texts.resetZoom,
          instructions: texts.instructions,
        }}
      />
      {position ? (
        <PartSummary
          {...position.summary}
          overline={position.overline}
          headingLevel={2}
          actions={
            <Button onPress={() => add(position)} isDisabled={pending}>
              {pending ? texts.adding : texts.addToCart}
            </Button>
          }
        />
      ) : (
        <Text>{texts.choose}</Text>
      )}
      <Text role="status">{message}</Text>
    </>
  );
}
