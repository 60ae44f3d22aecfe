// The storefront footer: the tenant's footer links (sections with their sub-pages), its social
// profiles, and the vendor's address, hours and legal name.
import type { TenantSettings, VendorConfig } from "@backlot/tenant-config";
import { type LinkComponent, PlainLink } from "../Link/index.js";
import { visibleLinks } from "../internal/visible-links.js";
import styles from "./Footer.module.css";

export interface FooterProps {
  settings: Pick<TenantSettings, "footer" | "socialLinks">;
  vendor: Pick<VendorConfig, "legalName" | "address" | "hours" | "phone" | "email">;
  loggedIn: boolean;
  LinkComponent?: LinkComponent;
  labels?: { social?: string; visit?: string };
  /** The year in the copyright line (defaults to this year). */
  year?: number;
}

/** "+12125550147" -> "(212) 555-0147" for North American numbers; others as given. */
export function displayPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}

export function Footer({
  settings,
  vendor,
  loggedIn,
  LinkComponent = PlainLink,
  labels = {},
  year = new Date().getFullYear(),
}: FooterProps) {
  const { address } = vendor;
  return (
    <footer className={styles.footer}>
      {visibleLinks(settings.footer, loggedIn).map((section) => (
        <nav key={`${section.label}${section.href}`} aria-label={section.label}>
          <h2 className={styles.heading}>
            <LinkComponent href={section.href} className={styles.link}>
              {section.label}
            </LinkComponent>
          </h2>
          {section.children && (
            <ul className={styles.list}>
              {section.children.map((link) => (
                <li key={`${link.label}${link.href}`}>
                  <LinkComponent href={link.href} className={styles.link}>
                    {link.label}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          )}
        </nav>
      ))}
      {settings.socialLinks.length > 0 && (
        <nav aria-label={labels.social ?? "Social media"}>
          <ul className={styles.list}>
            {settings.socialLinks.map((social) => (
              <li key={social.href}>
                <a
                  className={styles.link}
                  href={social.href}
                  rel="noopener noreferrer"
                  target="_blank"
                  data-icon={social.icon}
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <address className={styles.contact} aria-label={labels.visit ?? "Visit us"}>
        {address.line1}
        <br />
        {address.line2 && (
          <>
            {address.line2}
            <br />
          </>
        )}
        {address.city}, {address.state} {address.zip}
        <br />
        {vendor.hours}
        <br />
        <a className={styles.link} href={`tel:${vendor.phone}`}>
          {displayPhone(vendor.phone)}
        </a>
        <br />
        <a className={styles.link} href={`mailto:${vendor.email}`}>
          {vendor.email}
        </a>
      </address>
      <p className={styles.legal}>
        © {year} {vendor.legalName}
      </p>
    </footer>
  );
}
