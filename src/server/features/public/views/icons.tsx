/** @jsxImportSource hono/jsx */

/**
 * The few icons the public pages use, inline (no icon font, no third-party request). Paths from
 * the Lucide set (ISC licence), which the staff app uses too. Decorative: hidden from AT.
 */
function Icon(props: { class?: string; children: unknown }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
      class={props.class ?? 'size-5'}
    >
      {props.children}
    </svg>
  );
}

type IconProps = { class?: string };

export const WrenchIcon = (p: IconProps) => (
  <Icon class={p.class}>
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z" />
  </Icon>
);

export const MailIcon = (p: IconProps) => (
  <Icon class={p.class}>
    <rect width="20" height="16" x="2" y="4" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </Icon>
);

export const ChatIcon = (p: IconProps) => (
  <Icon class={p.class}>
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
  </Icon>
);

export const HomeIcon = (p: IconProps) => (
  <Icon class={p.class}>
    <path d="m3 9 9-7 9 7v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M9 22V12h6v10" />
  </Icon>
);

export const CheckIcon = (p: IconProps) => (
  <Icon class={p.class}>
    <path d="M22 11.08V12a10 10 0 1 1-5.93-9.14" />
    <path d="m9 11 3 3L22 4" />
  </Icon>
);

export const AlertIcon = (p: IconProps) => (
  <Icon class={p.class}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4" />
    <path d="M12 16h.01" />
  </Icon>
);

export const PlusIcon = (p: IconProps) => (
  <Icon class={p.class}>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </Icon>
);
