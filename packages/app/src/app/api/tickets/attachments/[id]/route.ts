import {
  unsafeForwardedValue,
  unsafeValueResponse,
} from "../../../../../http/unsafeForwardedValue";
import { SIS_FILE_ID, sisFileResponse } from "../../../sisFileResponse";

/** `GET /api/tickets/attachments/{id}`: a ticket's attachment for the signed-in user. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const reason = unsafeForwardedValue(id);
  if (reason) return unsafeValueResponse("id", reason);
  if (!SIS_FILE_ID.test(id)) return new Response("Not found", { status: 404 });
  return sisFileResponse(`/sis/attachments/${id}`);
}
