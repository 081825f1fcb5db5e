import { Icon } from "../components/Icon/Icon";
import { Link } from "../components/Link/Link";

/**
 * A phone number as a link that dials it. The number's spaces are kept from breaking, so a
 * narrow column does not split "+49 7031 9870" over two lines; the dialled number has none.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <Link href={`tel:${phone.replace(/\s+/g, "")}`} className={className}>
      <Icon name="phone" size={16} />
      {phone.replace(/\s+/g, "\u00a0")}
    </Link>
  );
}
