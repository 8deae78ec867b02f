import type { SeedPage } from "@/lib/db/seed/types";

/** CMS pages served at /{slug}. */
export const seedPages: SeedPage[] = [
  {
    slug: "about",
    title: "About Basis Point",
    summary:
      "Basis Point is an independent publication about markets, the economy and investing. We explain the numbers behind the news, and we check them.",
    html: `<p>Basis Point is an independent news publication about markets, the economy and investing. We write for readers who want to understand what is happening to growth, prices, jobs, public finances and currencies, and what it means for their own money, without the hype that often surrounds financial news.</p>
<p>Our name comes from the smallest unit that markets use to measure a change in interest rates: one hundredth of a percentage point. Small numbers can matter a great deal, and we try to treat every number with that kind of care.</p>
<h2>Who we are</h2>
<p>Our newsroom is a small team of editors and correspondents covering markets, the world economy, Europe, Asia, data and personal finance. You can find each writer's name and role on their articles, except in the rare cases where a piece is published as a staff report. We cover ten sections, from <a href="/category/business">Business</a> and <a href="/category/politics">Politics</a> to <a href="/category/technology">Technology</a>, <a href="/category/science">Science</a> and <a href="/category/lifestyle">Lifestyle</a>, always looking for the economic story.</p>
<h2>Our editorial standards</h2>
<ul>
<li><strong>Every figure has a source.</strong> When we quote a statistic we say where it comes from and which year it refers to. We prefer official sources: national statistics offices, central banks, the World Bank and the International Monetary Fund.</li>
<li><strong>Outcomes are not forecasts.</strong> We distinguish clearly between what has happened and what an institution expects to happen. IMF projections are labelled as projections.</li>
<li><strong>Like with like.</strong> We try not to compare figures measured in different ways, such as annual averages and year-end rates, or central-government and general-government debt, without saying so.</li>
<li><strong>Independence.</strong> We do not accept payment for coverage, and we do not give individual investment advice. Writers must declare any financial interest in a company or asset they write about.</li>
<li><strong>Corrections.</strong> When we get something wrong, we correct it promptly and say what we changed. See our <a href="/contact">contact page</a> for how to report an error.</li>
</ul>
<h2>How our fact-check assistant works</h2>
<p>Because so much of our journalism rests on numbers, we built a fact-check assistant that reads every article before and after publication and looks for statements of official statistics: GDP, growth, inflation, unemployment, population, public debt, trade, exchange rates and more.</p>
<p>For each figure it finds, the assistant identifies the country, the year and the indicator, and compares the number with an offline snapshot of official data: the World Bank's World Development Indicators and the IMF's World Economic Outlook database. It then tells the editor whether the figure:</p>
<ol>
<li>matches the official value, allowing for honest rounding;</li>
<li>differs from it, and by how much;</li>
<li>matches an older year when the text presents it as the latest;</li>
<li>is an IMF estimate or projection presented as an outcome; or</li>
<li>cannot be checked because our data do not cover it.</li>
</ol>
<p>The assistant knows about the traps that catch out even experienced writers. The World Bank and the IMF can legitimately report different values for the same country and year, because of revisions, fiscal years and different methods, so a figure that matches either source is treated as supported. World Bank world and regional inflation figures are medians rather than weighted averages. Unemployment can be measured on harmonised ILO definitions or on national ones.</p>
<p>The assistant advises; it does not decide. Editors review every flag, and a human makes the final call on what we publish and what we correct. Its data snapshot is updated when new releases of the World Development Indicators and the World Economic Outlook become available, and we judge each article against the data that were available on the day it was written.</p>
<h2>Contact</h2>
<p>We welcome questions, criticism and tips. Reach the newsroom through our <a href="/contact">contact page</a>. To learn how we handle your data if you create an account, read our <a href="/privacy">privacy policy</a>.</p>`,
  },
  {
    slug: "contact",
    title: "Contact us",
    summary: "How to reach the Basis Point newsroom, report an error or send us a tip.",
    html: `<p>We read everything readers send us, even if we cannot reply to every message. Please use the address that best matches what you want to tell us, so that it reaches the right person quickly.</p>
<h2>Newsroom</h2>
<p>For general questions about our coverage, suggestions for stories or comments on an article, write to <a href="mailto:newsroom@basispoint.example">newsroom@basispoint.example</a>. If your message is about a specific article, please include its headline and the date it was published.</p>
<h2>Corrections</h2>
<p>Accuracy matters to us more than anything else. If you think we have made a factual error, including a wrong or outdated figure, write to <a href="mailto:corrections@basispoint.example">corrections@basispoint.example</a>.</p>
<p>Our corrections policy:</p>
<ul>
<li>We aim to acknowledge every correction request within two working days.</li>
<li>If we find an error, we correct the article and add a note at the end explaining what was changed and when. We do not silently rewrite published figures.</li>
<li>Where a figure has since been revised by the statistical agency that published it, rather than misreported by us, we add a clarification rather than a correction.</li>
<li>Significant errors that change the meaning of an article are also noted at the top of the piece.</li>
<li>If you disagree with our decision, you can ask for it to be reviewed by the editor.</li>
</ul>
<p>It helps us greatly if you tell us which number you believe is wrong, what you think the right figure is and where it comes from. Our <a href="/about">fact-check assistant</a> checks figures against World Bank and IMF data, but readers often spot things that no tool can.</p>
<h2>Tips</h2>
<p>If you have information that you think we should report, write to <a href="mailto:tips@basispoint.example">tips@basispoint.example</a>. Tell us what you know and how you know it. We will treat your message in confidence and will not identify you without your permission.</p>
<p>Ordinary e-mail is not a secure channel. If you are sharing sensitive information, start with a short message that does not contain confidential details, and we will agree a safer way to continue the conversation.</p>
<h2>Accounts and privacy</h2>
<p>For help with your reader account, sign-in codes or comments, write to <a href="mailto:support@basispoint.example">support@basispoint.example</a>. For questions about your personal data or to exercise your data rights, write to <a href="mailto:privacy@basispoint.example">privacy@basispoint.example</a> and see our <a href="/privacy">privacy policy</a>.</p>
<h2>What we cannot help with</h2>
<p>We are journalists, not financial advisers. We cannot give advice about your personal investments, pensions or taxes, and we do not promote financial products. If you need advice, please consult a regulated professional.</p>`,
  },
  {
    slug: "privacy",
    title: "Privacy policy",
    summary:
      "What personal data Basis Point collects when you read, sign in, comment, like or bookmark, why we collect it, how long we keep it and the choices you have. Last updated 2026-11-22.",
    html: `<p><strong>Last updated: 2026-11-22</strong></p>
<p>This policy explains what personal data Basis Point ("we", "us") collects when you use our website, why we collect it, how long we keep it and what rights you have. We have tried to write it in plain language. If anything is unclear, write to <a href="mailto:privacy@basispoint.example">privacy@basispoint.example</a>.</p>
<h2>The short version</h2>
<ul>
<li>You can read every article without an account.</li>
<li>If you create an account, we store what we need to run it: your name, your e-mail address or phone number, a securely hashed password and your settings.</li>
<li>We do not sell your data, we do not show targeted advertising and we do not use advertising or cross-site tracking cookies.</li>
<li>You can ask us for a copy of your data or ask us to delete your account at any time.</li>
</ul>
<h2>Data we collect</h2>
<h3>When you simply read</h3>
<p>Our servers keep standard technical logs, such as IP address, browser type, the page requested and the time, to keep the site running and secure and to detect abuse. We count article views in aggregate to show which stories are popular; these counts are not linked to your identity.</p>
<h3>When you create a reader account</h3>
<ul>
<li><strong>Identity and contact details:</strong> first and last name, and an e-mail address or mobile phone number with its country code.</li>
<li><strong>Credentials:</strong> your password, stored only as a one-way cryptographic hash. If you choose to sign in with Google, we store the identifier Google gives us for your account, not your Google password.</li>
<li><strong>Profile:</strong> an optional avatar image.</li>
<li><strong>Security settings:</strong> whether two-factor sign-in is switched on.</li>
</ul>
<h3>Two-factor sign-in codes</h3>
<p>Two-factor sign-in is switched on by default. When you sign in, we send a short one-time code to your e-mail address, which you enter to complete the sign-in. Codes expire after a short time and can be used only once. We keep a record of codes only for as long as needed to verify them and to prevent abuse, such as repeated failed attempts.</p>
<h3>Comments, likes and bookmarks</h3>
<p>If you comment on an article, we store the text, the display name shown with it, the time and your account. Comments are moderated before they appear, and we keep a record of moderation decisions. Your likes and bookmarks are stored with your account so that we can show you your saved articles; the number of likes on an article is shown publicly, but not who gave them.</p>
<h2>Cookies and local storage</h2>
<p>We use only what is needed for the site to work:</p>
<ul>
<li><strong>Session cookies</strong> keep you signed in securely as you move between pages. They are set by our own domain, are marked as secure and HTTP-only where possible, and expire when your session ends or after a limited period.</li>
<li><strong>Local storage in your browser</strong> holds two entries when you are signed in: <code>token</code>, a signed access token that proves to our servers that you are signed in, and <code>user</code>, a small copy of your public profile (such as your name and avatar) so that pages can show who is signed in without another request. Both are removed when you sign out. You can also clear them through your browser settings.</li>
</ul>
<p>We do not use third-party advertising cookies, tracking pixels or cross-site analytics, and we do not build advertising profiles.</p>
<h2>Why we use your data</h2>
<ul>
<li>To provide your account, sign you in securely and protect it against misuse (performance of our agreement with you).</li>
<li>To publish and moderate comments and to keep the community safe (our legitimate interests).</li>
<li>To send you sign-in codes and essential service messages, such as password resets (performance of our agreement with you).</li>
<li>To comply with the law, for example if we receive a valid legal request.</li>
</ul>
<h2>How long we keep it</h2>
<p>We keep your account data for as long as your account is open. If you delete your account, we delete your profile, likes and bookmarks promptly. Comments you posted either are deleted or remain with the author name removed, as you choose. Server logs are kept for a limited period for security purposes and then deleted.</p>
<h2>Sharing</h2>
<p>We do not sell or rent personal data. We share it only with service providers that help us run the site, such as hosting and e-mail delivery, under contracts that require them to protect it and use it only on our instructions, or where the law requires us to.</p>
<h2>Your rights</h2>
<p>Depending on where you live, you have rights to access, correct, delete or export your personal data, and to object to or restrict certain uses. You can update most details in your account settings, and sign out of every device at once, which ends all existing sessions. For anything else, write to <a href="mailto:privacy@basispoint.example">privacy@basispoint.example</a>. You also have the right to complain to your data-protection authority.</p>
<h2>Security</h2>
<p>We protect your data with encrypted connections, hashed passwords, two-factor sign-in and access controls for our staff. No system is perfectly secure; if we become aware of a breach that affects you, we will tell you.</p>
<h2>Children</h2>
<p>Basis Point is not directed at children, and reader accounts are intended for people aged 16 and over.</p>
<h2>Changes to this policy</h2>
<p>If we make significant changes, we will update the date at the top of this page and, where appropriate, tell account holders by e-mail. Questions about this policy can be sent through our <a href="/contact">contact page</a>.</p>`,
  },
];
