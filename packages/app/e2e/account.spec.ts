import { expect, test } from "@playwright/test";
import { signIn } from "./signIn";

test("an external user edits the profile; invalid input keeps what was entered", async ({
  page,
}) => {
  await signIn(page, "admin@example.com", "/en/portal/account");
  const firstName = page.getByRole("textbox", { name: "First name" });
  await firstName.fill(" ");
  await page.getByRole("button", { name: "Save changes" }).click();
  // The error summary at the top links to the field (issue 42); the message is under it too.
  const summary = page.getByRole("alert").filter({ hasText: "Please correct the following:" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Please enter your first name" })).toBeVisible();
  await expect(page.getByText("Please enter your first name", { exact: true })).toHaveCount(2);
  await expect(page.getByRole("textbox", { name: "Last name" })).toHaveValue("Admin");
  await firstName.fill("Erika");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Erika");
  // The seeded name back, as other tests (user administration's history) show it.
  await firstName.fill("Erik");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your profile has been saved.")).toBeVisible();
});

test("the internal employee sees no profile or password controls and can reset multi-factor", async ({
  page,
}) => {
  await signIn(page, "employee@wire.example", "/en/portal/account");
  await expect(page.getByTestId("internal-notice")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "First name" })).toHaveCount(0);
  await expect(page.getByLabel("Current password")).toHaveCount(0);
  await page.getByRole("button", { name: "Reset multi-factor authentication" }).click();
  await expect(page.getByText("Your multi-factor authentication has been reset.")).toBeVisible();
});

test("password changes are limited per account: the sixth guess in 15 minutes is refused with a wait", async ({
  page,
}) => {
  // Artemis changes no password in any other test, so this account's limit troubles no one.
  await signIn(page, "artemis@example.com", "/en/portal/account");
  const guess = async (n: number) => {
    await page.getByLabel("Current password").fill(`not-the-password-${n}`);
    await page.getByLabel(/^New password/).fill("Wire-Guess-2026!x");
    await page.getByLabel("Confirm new password").fill("Wire-Guess-2026!x");
    await page.getByRole("button", { name: "Change password" }).click();
  };
  for (let n = 1; n <= 5; n += 1) {
    await guess(n);
    // The form is reset once the server has answered (the passwords are not sent back).
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await expect(page.getByText("The current password is not correct.").first()).toBeVisible();
    await expect(page.getByText(/Too many attempts/)).toHaveCount(0);
  }
  await guess(6);
  await expect(
    page.getByText(/Too many attempts\. Please wait \d+ seconds and try again\./),
  ).toBeVisible();
});
