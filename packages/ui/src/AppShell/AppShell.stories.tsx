import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Footer } from "../Footer/index.js";
import { Header } from "../Header/index.js";
import { sampleFooter, sampleHeader, sampleLogo, sampleSocial, sampleVendor } from "../internal/sample-settings.js";
import { Modal } from "../Modal/index.js";
import { AppShell, useMountPoint } from "./index.js";

/** A page that opens a modal in the shell's mount point. */
function Page() {
  const modalRoot = useMountPoint("modal");
  const [open, setOpen] = useState(false);
  return (
    <section style={{ padding: 24 }}>
      <h1>Props By Scene</h1>
      <p>1,240 props for diners, hospitals, precincts and more.</p>
      <button type="button" onClick={() => setOpen(true)}>
        Request a quote
      </button>
      {open && (
        <Modal title="Request a quote" onClose={() => setOpen(false)} container={modalRoot}>
          <p>Tell us your shoot dates and we will hold the props.</p>
        </Modal>
      )}
    </section>
  );
}

function Shell({ loggedIn }: { loggedIn: boolean }) {
  return (
    <AppShell
      header={
        <Header
          settings={{
            appTitle: "Bowery Prop House",
            headerLogo: { url: "assets/logo.svg", width: 188, height: 40 },
            header: sampleHeader,
            searchPlaceholder: "Search 13 departments of props",
          }}
          loggedIn={loggedIn}
          assetUrl={() => sampleLogo}
          onSearch={() => undefined}
        />
      }
      footer={
        <Footer
          loggedIn={loggedIn}
          year={2026}
          settings={{ footer: sampleFooter, socialLinks: sampleSocial }}
          vendor={sampleVendor}
        />
      }
    >
      <Page />
    </AppShell>
  );
}

const meta = {
  title: "Layout/AppShell",
  component: Shell,
  args: { loggedIn: false },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab shows the skip link; Enter takes focus past the navigation to the page. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "Skip to content" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
  },
};

/** A modal opens in the shell's modal mount point, above the page. */
export const ModalInMountPoint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Request a quote" }));
    const dialog = canvas.getByRole("dialog", { name: "Request a quote" });
    await expect(dialog.closest('[data-mount-point="modal"]')).not.toBeNull();
  },
};

/** Logged in: the account links instead of log in and sign up. */
export const LoggedIn: Story = { args: { loggedIn: true } };
