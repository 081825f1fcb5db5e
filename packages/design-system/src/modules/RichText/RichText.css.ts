import { globalStyle, style } from "@vanilla-extract/css";
import { focusRing } from "../../private/a11y.css";
import { vars } from "../../themes/vars.css";

export const root = style({
  maxWidth: vars.contentWidth.small,
  color: vars.color.text,
  fontSize: vars.typography.fontSize.standard,
  lineHeight: vars.typography.lineHeight.standard,
  overflowWrap: "break-word",
});

globalStyle(`${root} > * + *`, { marginTop: vars.space.medium });
globalStyle(`${root} h2`, {
  fontSize: vars.typography.fontSize.xlarge,
  lineHeight: vars.typography.lineHeight.xlarge,
  fontWeight: vars.typography.fontWeight.strong,
  marginTop: vars.space.xlarge,
});
globalStyle(`${root} h3`, {
  fontSize: vars.typography.fontSize.large,
  lineHeight: vars.typography.lineHeight.large,
  fontWeight: vars.typography.fontWeight.strong,
  marginTop: vars.space.large,
});
globalStyle(`${root} a`, {
  color: vars.color.link,
  textDecoration: "underline",
  textUnderlineOffset: "0.2em",
});
globalStyle(`${root} a:hover`, { color: vars.color.linkHover });
globalStyle(`${root} a:focus-visible`, { ...focusRing, borderRadius: vars.radius.small });
globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: vars.space.large });
globalStyle(`${root} li + li`, { marginTop: vars.space.xxsmall });
globalStyle(`${root} blockquote`, {
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `4px solid ${vars.color.brandAccent}`,
  color: vars.color.textSoft,
});
globalStyle(`${root} table`, { borderCollapse: "collapse", width: "100%" });
globalStyle(`${root} th, ${root} td`, {
  padding: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.borderSoft}`,
  textAlign: "start",
});
globalStyle(`${root} img`, { maxWidth: "100%", height: "auto" });
