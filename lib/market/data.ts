/**
 * The ticker's fixed sample data (docs/behaviour.md#calls: market data is not fetched). Each line reads
 * `name | symbol | price | change % | date`; currency lines carry no change, which the ticker derives
 * from the pair's name (docs/behaviour.md#validation, ticker data handling).
 */
export const SAMPLE_MARKET_LINES = {
  commodity: [
    "Gold | XAU | 2648.30 | 0.42 | 2026-11-20",
    "Silver | XAG | 31.18 | -0.65 | 2026-11-20",
    "Brent crude | BRN | 73.41 | 1.12 | 2026-11-20",
    "WTI crude | CL | 69.87 | 0.98 | 2026-11-20",
    "Natural gas | NG | 3.216 | -2.31 | 2026-11-20",
    "Copper | HG | 4.127 | 0.37 | 2026-11-20",
    "Platinum | XPT | 962.40 | -0.18 | 2026-11-20",
    "Wheat | ZW | 548.25 | -1.04 | 2026-11-20",
    "Corn | ZC | 427.50 | 0.29 | 2026-11-20",
    "Coffee | KC | 276.85 | 2.47 | 2026-11-20",
  ],
  currency: [
    "EUR/USD | EURUSD | 1.0532 | | 2026-11-20",
    "GBP/USD | GBPUSD | 1.2661 | | 2026-11-20",
    "USD/JPY | USDJPY | 154.62 | | 2026-11-20",
    "USD/CHF | USDCHF | 0.8847 | | 2026-11-20",
    "AUD/USD | AUDUSD | 0.6514 | | 2026-11-20",
    "USD/CAD | USDCAD | 1.3968 | | 2026-11-20",
    "USD/CNY | USDCNY | 7.2381 | | 2026-11-20",
    "USD/INR | USDINR | 84.41 | | 2026-11-20",
    "USD/BRL | USDBRL | 5.7820 | | 2026-11-20",
    "USD/ZAR | USDZAR | 18.0915 | | 2026-11-20",
  ],
  exchange: [
    "S&P 500 | SPX | 5917.11 | 0.53 | 2026-11-20",
    "Dow Jones | DJI | 43408.47 | 0.32 | 2026-11-20",
    "Nasdaq Composite | IXIC | 18972.42 | 0.71 | 2026-11-20",
    "FTSE 100 | UKX | 8149.27 | -0.12 | 2026-11-20",
    "DAX | DAX | 19146.28 | 0.61 | 2026-11-20",
    "CAC 40 | PX1 | 7207.03 | -0.27 | 2026-11-20",
    "Nikkei 225 | NKY | 38352.34 | -0.85 | 2026-11-20",
    "Hang Seng | HSI | 19601.11 | 0.44 | 2026-11-20",
    "Sensex | SENSEX | 77578.38 | -0.31 | 2026-11-20",
    "Bovespa | IBOV | 127122.15 | 0.18 | 2026-11-20",
  ],
  stock: [
    "Apple | AAPL | 228.52 | 0.34 | 2026-11-20",
    "Microsoft | MSFT | 417.79 | -0.55 | 2026-11-20",
    "Nvidia | NVDA | 146.67 | 1.87 | 2026-11-20",
    "Alphabet | GOOGL | 169.24 | -1.21 | 2026-11-20",
    "Amazon | AMZN | 202.88 | 0.86 | 2026-11-20",
    "JPMorgan Chase | JPM | 244.18 | 0.12 | 2026-11-20",
    "Toyota | 7203 | 2679.50 | -0.64 | 2026-11-20",
    "ASML | ASML | 652.40 | 2.05 | 2026-11-20",
  ],
} as const satisfies Record<string, readonly string[]>;
