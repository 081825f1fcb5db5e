"use client";

import { COOKIE_NAMES, type MeasurementSystem } from "@wire/domain";
import { useEffect, useState } from "react";

/** The measurement system the visitor chose before, from its cookie. */
export function rememberedSystem(): MeasurementSystem | null {
  const value = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${COOKIE_NAMES.measurementSystem}=`))
    ?.split("=")[1];
  return value === "Metric" || value === "Imperial" ? value : null;
}

/** A year: the visitor's units are a lasting preference. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The page's parts that show values (the hero's key facts, the tables), told of a new choice. */
const listeners = new Set<() => void>();

/** Remembers the visitor's choice (its cookie) and switches every value on the page to it. */
export function chooseSystem(next: MeasurementSystem) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports
  document.cookie = `${COOKIE_NAMES.measurementSystem}=${next}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;
  for (const listener of listeners) listener();
}

/**
 * The measurement system values are shown in: the country's default as rendered (the page is
 * the same for every visitor), then the visitor's remembered choice, and any later one.
 */
export function useMeasurementSystem(initial: MeasurementSystem): MeasurementSystem {
  const [system, setSystem] = useState(initial);
  useEffect(() => {
    const update = () => {
      const chosen = rememberedSystem();
      if (chosen) setSystem(chosen);
    };
    update();
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, []);
  return system;
}
