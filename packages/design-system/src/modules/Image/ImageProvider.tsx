"use client";

import { imageUrl } from "@wire/domain";
import {
  type ComponentType,
  createContext,
  type ImgHTMLAttributes,
  type ReactNode,
  useContext,
  useMemo,
} from "react";

/** Width and optional height of a rendition, in pixels. */
export interface ImageBox {
  width: number;
  height?: number;
}

/** Turns a content asset URL and a size into the URL of that rendition. */
export type ImageLoader = (src: string, box: ImageBox) => string;

/** Renders the `<img>`; the app may pass its own (e.g. a wrapper around next/image). */
export type ImageComponent = ComponentType<ImgHTMLAttributes<HTMLImageElement>>;

interface ImageContextValue {
  loader: ImageLoader;
  component: ImageComponent | "img";
}

/** By default renditions use the transformation URL of @wire/domain (spec §9). */
const defaultLoader: ImageLoader = (src, box) => imageUrl(src, box);

const ImageContext = createContext<ImageContextValue>({ loader: defaultLoader, component: "img" });

export interface ImageProviderProps {
  loader?: ImageLoader;
  component?: ImageComponent;
  children?: ReactNode;
}

/** Plugs the app's image loader or image component into every Image below it. */
export function ImageProvider({ loader, component, children }: ImageProviderProps) {
  const parent = useContext(ImageContext);
  const value = useMemo(
    () => ({ loader: loader ?? parent.loader, component: component ?? parent.component }),
    [loader, component, parent],
  );
  return <ImageContext.Provider value={value}>{children}</ImageContext.Provider>;
}

/** The image loader and component in effect. */
export function useImageContext(): ImageContextValue {
  return useContext(ImageContext);
}
