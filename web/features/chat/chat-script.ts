// The chat assistant's whole script: steps, prompts, the keyword routing table, canned replies
// and timings. The assistant is a local keyword responder; nothing here is sent anywhere.

/** A reply is data, not HTML: paragraphs and bullet lists the panel renders as text. */
export type ReplyBlock =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] };

export type Topic =
  | 'app'
  | 'website'
  | 'integration'
  | 'cloud'
  | 'pricing'
  | 'contact'
  | 'consultation'
  | 'faq'
  | 'services';

/** The delay before a bot reply arrives, shown as a typing indicator. */
export const TYPING_DELAY_MS = 1000;
/** The floating panel's height lives with the chat's other sizes, which load before this. */
export { CHAT_PANEL_HEIGHT_PX } from './panel-size';

/** Quick replies reappear when a bot reply contains this phrase. */
export const FOLLOW_UP_PHRASE = 'Would you like to know more about';

export const chatScript = {
  title: 'Chat Assistant',
  subtitle: 'Development Expert',
  greeting:
    "Hi there! I'm your development assistant. I can answer questions about our app, website and cloud services. To get started, what's your email address?",
  askPhone: "Thanks! What's the best phone number to reach you?",
  askName: 'Great, and what should I call you?',
  welcome: (name: string) =>
    `Nice to meet you, ${name}! What would you like to know? Pick a topic below or type your question.`,
  invalidEmail:
    'Please enter a valid email address so I can send you helpful resources and documentation.',
  invalidPhone:
    'Please enter a valid phone number (minimum 10 digits). This helps us provide better support for your project.',
  placeholders: {
    email: 'Enter your email address',
    phone: 'Enter your phone number',
    name: 'Enter your name',
    chat: 'Type your message',
  },
  typing: 'Assistant is typing…',
  closeLabel: 'Close chat',
  page: {
    heading: 'Chat with our assistant',
    intro: 'Ask about app development, websites, cloud solutions, pricing or timelines.',
  },
  connectLabel: 'Connect with us',
  connectPath: '/contact',
} as const;

// "Looks like x@y.z": something, an @, something, a dot, something, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// An optional plus, then at least 10 digits, spaces or hyphens.
export const PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;

/** Keyword rows in priority order: the first match wins, checked against the lowercased message. */
export const keywordRoutes = [
  { keywords: ['app', 'mobile', 'ios', 'android'], topic: 'app' },
  { keywords: ['website', 'web', 'site'], topic: 'website' },
  { keywords: ['tech', 'integration'], topic: 'integration' },
  { keywords: ['cloud', 'aws', 'azure'], topic: 'cloud' },
  { keywords: ['price', 'cost', 'budget'], topic: 'pricing' },
  { keywords: ['contact', 'support', 'help'], topic: 'contact' },
  { keywords: ['consult', 'meet', 'discuss'], topic: 'consultation' },
  { keywords: ['faq', 'question'], topic: 'faq' },
  { keywords: ['service'], topic: 'services' },
] as const satisfies readonly { keywords: readonly string[]; topic: Topic }[];

/** Eight quick replies; each label routes to its topic through the table above. */
export const quickReplies = [
  { label: 'App Development', topic: 'app' },
  { label: 'Website Development', topic: 'website' },
  { label: 'Technology Integration', topic: 'integration' },
  { label: 'Cloud Solutions', topic: 'cloud' },
  { label: 'Pricing and Budget', topic: 'pricing' },
  { label: 'Book a Consultation', topic: 'consultation' },
  { label: 'FAQ', topic: 'faq' },
  { label: 'Our Services', topic: 'services' },
] as const satisfies readonly { label: string; topic: Topic }[];

export const timelines = [
  'Simple website: 4-6 weeks',
  'Complex web app: 3-6 months',
  'E-commerce: 2-4 months',
  'Simple mobile app: 2-3 months',
  'Complex mobile app: 4-6 months',
  'Enterprise solution: 6+ months',
] as const;

export const topicReplies = {
  app: [
    { kind: 'text', text: 'We build native and cross-platform mobile apps for iOS and Android:' },
    {
      kind: 'list',
      items: [
        'Native iOS (Swift) and Android (Kotlin) apps',
        'Cross-platform apps with React Native and Flutter',
        'App Store and Google Play launch support',
        'Simple apps take 2-3 months, complex apps 4-6 months',
      ],
    },
    { kind: 'text', text: `${FOLLOW_UP_PHRASE} our pricing or our development process?` },
  ],
  website: [
    { kind: 'text', text: 'We design and build fast, secure websites and web applications:' },
    {
      kind: 'list',
      items: [
        'Business websites and landing pages: 4-6 weeks',
        'Complex web applications: 3-6 months',
        'E-commerce stores: 2-4 months',
        'SEO-ready, responsive and accessible by default',
      ],
    },
    { kind: 'text', text: `${FOLLOW_UP_PHRASE} our pricing or our development process?` },
  ],
  integration: [
    { kind: 'text', text: 'Our technology integration work connects the systems you already run:' },
    {
      kind: 'list',
      items: [
        'API development and third-party integrations',
        'CRM, ERP and payment system connections',
        'Data synchronisation and workflow automation',
        'Enterprise integrations typically take 6+ months',
      ],
    },
    { kind: 'text', text: `${FOLLOW_UP_PHRASE} how we plan an integration project?` },
  ],
  cloud: [
    { kind: 'text', text: 'We help you move to, build on and run in the cloud:' },
    {
      kind: 'list',
      items: [
        'AWS and Azure architecture and setup',
        'Server and data migration with minimal downtime',
        'Scalable, monitored and cost-optimised infrastructure',
        'DevOps pipelines and managed support',
      ],
    },
    { kind: 'text', text: `${FOLLOW_UP_PHRASE} our cloud migration process?` },
  ],
  pricing: [
    { kind: 'text', text: 'Our packages:' },
    {
      kind: 'list',
      items: [
        'Starter: $5,000-$15,000, 4-8 weeks, 50% upfront and 50% on completion, 3 months support',
        'Professional: $15,000-$50,000, 2-4 months, payments of 40/30/30, 6 months support',
        'Enterprise: $50,000+, custom timeline',
      ],
    },
    { kind: 'text', text: 'Every project starts with a free consultation and a fixed quote.' },
  ],
  contact: [
    { kind: 'text', text: "We're here to help. Our business hours:" },
    { kind: 'list', items: ['Mon-Fri: 9AM-6PM EST', 'Sat: 10AM-4PM EST'] },
    {
      kind: 'text',
      text: 'We respond within 2 hours, and within 30 minutes for emergencies. You can also use the contact form on our Contact page.',
    },
  ],
  consultation: [
    { kind: 'text', text: 'A free consultation is the best way to start. Available slots:' },
    { kind: 'list', items: ['9AM-12PM EST', '2PM-5PM EST'] },
    {
      kind: 'text',
      text: 'Sessions last 60-90 minutes. Book yours through the form on our Contact page.',
    },
  ],
  faq: [
    { kind: 'text', text: 'Frequently asked: how long does a project take? Typical timelines:' },
    { kind: 'list', items: timelines },
    { kind: 'text', text: `${FOLLOW_UP_PHRASE} any of these project types?` },
  ],
  services: [
    { kind: 'text', text: 'Here is what we offer:' },
    {
      kind: 'list',
      items: [
        'App development (iOS, Android, cross-platform)',
        'Website and web application development',
        'Technology integration',
        'Cloud solutions and migration',
        'Product delivery and business development',
      ],
    },
    { kind: 'text', text: `${FOLLOW_UP_PHRASE} any of these services?` },
  ],
} as const satisfies Record<Topic, readonly ReplyBlock[]>;

/** For a message no keyword matches; the panel adds the 'Connect with us' button. */
export const fallbackReply = [
  {
    kind: 'text',
    text: "I'm not sure I understood that. I can help you with app development, website creation and cloud solutions. For anything else, our team will be glad to talk to you directly.",
  },
] as const satisfies readonly ReplyBlock[];
