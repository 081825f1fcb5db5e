import { availabilityTone, type StatusTone } from "../components/StatusBadge/StatusBadge";

/** A part's availability status as the SIS reports it (spec §3 Part). */
export type PartAvailabilityStatus = "HIGH" | "MEDIUM" | "LOW" | "OUT_OF_STOCK";

/** A part's availability: its status and the status in words (translated by the app). */
export interface PartAvailability {
  status: PartAvailabilityStatus;
  label: string;
}

/** The StatusBadge tone of each availability status. */
export const partAvailabilityTone: Record<PartAvailabilityStatus, StatusTone> = {
  HIGH: availabilityTone.high,
  MEDIUM: availabilityTone.medium,
  LOW: availabilityTone.low,
  OUT_OF_STOCK: availabilityTone.outOfStock,
};
