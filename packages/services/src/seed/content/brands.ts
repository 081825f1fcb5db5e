import type { StoredImage } from "../../db/storedJson";
import { logo } from "./types";

/** The group brand and its product brands (spec section 3), each with its brand theme (spec section 9). */
export const seedBrands: {
  id: string;
  sortIndex: number;
  name: string;
  pimId: string;
  theme: string;
  image: StoredImage;
}[] = [
  {
    id: "brand-wire",
    name: "WIRE",
    pimId: "PIM-BR-0001",
    theme: "Default",
    image: logo("wire", "WIRE logo"),
  },
  {
    id: "brand-adaptronic",
    name: "Adaptronic",
    pimId: "PIM-BR-0002",
    theme: "Adaptronic",
    image: logo("adaptronic", "Adaptronic logo"),
  },
  {
    id: "brand-cirris",
    name: "Cirris",
    pimId: "PIM-BR-0003",
    theme: "Cirris",
    image: logo("cirris", "Cirris logo"),
  },
  {
    id: "brand-diit",
    name: "Diit",
    pimId: "PIM-BR-0004",
    theme: "Diit",
    image: logo("diit", "Diit logo"),
  },
  {
    id: "brand-hosver",
    name: "Hosver",
    pimId: "PIM-BR-0005",
    theme: "Hosver",
    image: logo("hosver", "Hosver logo"),
  },
].map((brand, sortIndex) => ({ ...brand, sortIndex }));
