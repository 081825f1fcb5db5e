import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { page } from "vitest/browser";
import { axeViolations } from "../../test/axe";
import { renderThemed } from "../../test/render";
import { Button } from "../Button/Button";
import { TextField } from "../TextField/TextField";
import { CartSummary, type CartSummaryProps } from "./CartSummary";

function renderSummary(props: Partial<CartSummaryProps> = {}) {
  const onConfirm = vi.fn();
  const result = renderThemed(
    <CartSummary
      title="Summary"
      facts={[{ label: "Parts", value: "9" }]}
      total={{ label: "Total", value: "€1,043.52" }}
      clear={{
        label: "Clear parts cart",
        confirmText: "Do you really want to remove all parts from the cart?",
        cancelLabel: "Cancel",
        closeLabel: "Close",
        onConfirm,
      }}
      {...props}
    >
      <Button>Request a quote</Button>
      <Button variant="secondary">Order parts</Button>
    </CartSummary>,
  );
  return { result, onConfirm };
}

describe("CartSummary", () => {
  it("is a region named by its heading with the figures, the total and the primary actions right below it", async () => {
    const screen = await renderSummary().result;
    const region = screen.getByRole("region", { name: "Summary" });
    await expect.element(region.getByRole("heading", { name: "Summary", level: 2 })).toBeVisible();
    const terms = region
      .getByRole("term")
      .elements()
      .map((dt) => dt.textContent);
    const values = region
      .getByRole("definition")
      .elements()
      .map((dd) => dd.textContent);
    expect(terms).toEqual(["Parts", "Total"]);
    expect(values).toEqual(["9", "€1,043.52"]);
    const total = region.getByRole("definition").nth(1).element().getBoundingClientRect();
    const quote = region.getByRole("button", { name: "Request a quote" }).element();
    // The primary action follows the total, before emptying the cart.
    expect(quote.getBoundingClientRect().top - total.bottom).toBeLessThan(100);
    const buttons = region
      .getByRole("button")
      .elements()
      .map((b) => b.textContent);
    expect(buttons).toEqual(["Request a quote", "Order parts", "Clear parts cart"]);
    expect(await axeViolations(screen.container)).toEqual([]);
  });

  it("shows no total when the contract shows no prices", async () => {
    const screen = await renderSummary({ total: undefined }).result;
    const terms = screen
      .getByRole("term")
      .elements()
      .map((dt) => dt.textContent);
    expect(terms).toEqual(["Parts"]);
  });

  it("empties the cart only after the dialog is confirmed; cancel keeps it", async () => {
    const { result, onConfirm } = renderSummary();
    const screen = await result;
    await screen.getByRole("button", { name: "Clear parts cart" }).click();
    const dialog = page.getByRole("dialog", { name: "Clear parts cart" });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(dialog.getByText("Do you really want to remove all parts from the cart?"))
      .toBeVisible();
    expect(await axeViolations(dialog.element())).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await screen.getByRole("button", { name: "Clear parts cart" }).click();
    await page
      .getByRole("dialog", { name: "Clear parts cart" })
      .getByRole("button", { name: "Clear parts cart" })
      .click();
    expect(onConfirm).toHaveBeenCalledOnce();
    await expect.element(page.getByRole("dialog")).not.toBeInTheDocument();
  });

  it("has no clear button without a clear action", async () => {
    const screen = await renderSummary({ clear: undefined }).result;
    expect(
      screen
        .getByRole("button")
        .elements()
        .map((b) => b.textContent),
    ).toEqual(["Request a quote", "Order parts"]);
  });

  it("is one form when it has onSubmit: the fields above the total, the pressed action as submitter", async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      return ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement).value;
    });
    const screen = await renderThemed(
      <CartSummary
        title="Summary"
        total={{ label: "Total", value: "€10.00" }}
        fields={<TextField label="Your reference (optional)" name="reference" />}
        onSubmit={onSubmit}
      >
        <Button type="submit" value="QUOTE">
          Request a quote
        </Button>
        <Button type="submit" value="ORDER" variant="secondary">
          Order parts
        </Button>
      </CartSummary>,
    );
    const field = screen.getByRole("textbox", { name: "Your reference (optional)" });
    const total = screen.getByRole("definition").element().getBoundingClientRect();
    expect(field.element().getBoundingClientRect().bottom).toBeLessThanOrEqual(total.top);
    await screen.getByRole("button", { name: "Order parts" }).click();
    expect(onSubmit).toHaveLastReturnedWith("ORDER");
    await screen.getByRole("button", { name: "Request a quote" }).click();
    expect(onSubmit).toHaveLastReturnedWith("QUOTE");
    expect(await axeViolations(screen.container)).toEqual([]);
  });
});
