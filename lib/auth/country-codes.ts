export interface CountryCode {
  /** ISO 3166-1 alpha-2; also the select's value, since some dial codes are shared (+1, +7). */
  iso: string;
  country: string;
  dial: string;
}

/** The sign-up selector's list (docs/behaviour.md#screens: about 60 entries of dial code, country and flag). */
export const COUNTRY_CODES: readonly CountryCode[] = [
  { iso: "US", country: "United States", dial: "+1" },
  { iso: "CA", country: "Canada", dial: "+1" },
  { iso: "GB", country: "United Kingdom", dial: "+44" },
  { iso: "IE", country: "Ireland", dial: "+353" },
  { iso: "FR", country: "France", dial: "+33" },
  { iso: "DE", country: "Germany", dial: "+49" },
  { iso: "IT", country: "Italy", dial: "+39" },
  { iso: "ES", country: "Spain", dial: "+34" },
  { iso: "PT", country: "Portugal", dial: "+351" },
  { iso: "NL", country: "Netherlands", dial: "+31" },
  { iso: "BE", country: "Belgium", dial: "+32" },
  { iso: "LU", country: "Luxembourg", dial: "+352" },
  { iso: "CH", country: "Switzerland", dial: "+41" },
  { iso: "AT", country: "Austria", dial: "+43" },
  { iso: "SE", country: "Sweden", dial: "+46" },
  { iso: "NO", country: "Norway", dial: "+47" },
  { iso: "DK", country: "Denmark", dial: "+45" },
  { iso: "FI", country: "Finland", dial: "+358" },
  { iso: "IS", country: "Iceland", dial: "+354" },
  { iso: "PL", country: "Poland", dial: "+48" },
  { iso: "CZ", country: "Czechia", dial: "+420" },
  { iso: "HU", country: "Hungary", dial: "+36" },
  { iso: "RO", country: "Romania", dial: "+40" },
  { iso: "GR", country: "Greece", dial: "+30" },
  { iso: "UA", country: "Ukraine", dial: "+380" },
  { iso: "TR", country: "Türkiye", dial: "+90" },
  { iso: "RU", country: "Russia", dial: "+7" },
  { iso: "KZ", country: "Kazakhstan", dial: "+7" },
  { iso: "IL", country: "Israel", dial: "+972" },
  { iso: "AE", country: "United Arab Emirates", dial: "+971" },
  { iso: "SA", country: "Saudi Arabia", dial: "+966" },
  { iso: "QA", country: "Qatar", dial: "+974" },
  { iso: "EG", country: "Egypt", dial: "+20" },
  { iso: "MA", country: "Morocco", dial: "+212" },
  { iso: "NG", country: "Nigeria", dial: "+234" },
  { iso: "GH", country: "Ghana", dial: "+233" },
  { iso: "KE", country: "Kenya", dial: "+254" },
  { iso: "ET", country: "Ethiopia", dial: "+251" },
  { iso: "ZA", country: "South Africa", dial: "+27" },
  { iso: "IN", country: "India", dial: "+91" },
  { iso: "PK", country: "Pakistan", dial: "+92" },
  { iso: "BD", country: "Bangladesh", dial: "+880" },
  { iso: "LK", country: "Sri Lanka", dial: "+94" },
  { iso: "CN", country: "China", dial: "+86" },
  { iso: "HK", country: "Hong Kong", dial: "+852" },
  { iso: "TW", country: "Taiwan", dial: "+886" },
  { iso: "JP", country: "Japan", dial: "+81" },
  { iso: "KR", country: "South Korea", dial: "+82" },
  { iso: "SG", country: "Singapore", dial: "+65" },
  { iso: "MY", country: "Malaysia", dial: "+60" },
  { iso: "TH", country: "Thailand", dial: "+66" },
  { iso: "VN", country: "Vietnam", dial: "+84" },
  { iso: "PH", country: "Philippines", dial: "+63" },
  { iso: "ID", country: "Indonesia", dial: "+62" },
  { iso: "AU", country: "Australia", dial: "+61" },
  { iso: "NZ", country: "New Zealand", dial: "+64" },
  { iso: "MX", country: "Mexico", dial: "+52" },
  { iso: "BR", country: "Brazil", dial: "+55" },
  { iso: "AR", country: "Argentina", dial: "+54" },
  { iso: "CL", country: "Chile", dial: "+56" },
  { iso: "CO", country: "Colombia", dial: "+57" },
  { iso: "PE", country: "Peru", dial: "+51" },
];

export const DEFAULT_COUNTRY_ISO = "US";
export const DEFAULT_DIAL_CODE = "+1";

/** The flag emoji of an ISO code: its two letters as regional-indicator symbols. */
export function flagEmoji(iso: string): string {
  return String.fromCodePoint(...[...iso.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

export function isKnownDialCode(dial: string): boolean {
  return COUNTRY_CODES.some((entry) => entry.dial === dial);
}

/** The first entry with this dial code (United States for +1), for showing a stored number. */
export function countryForDialCode(dial: string | null | undefined): CountryCode | undefined {
  return COUNTRY_CODES.find((entry) => entry.dial === dial);
}
