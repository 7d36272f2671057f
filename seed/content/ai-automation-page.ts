// AI Automation page copy, with its AI service and benefit cards. The feature lists of Ai Agent
// and Insurance Agent are fixed strings: keep them as written.
import { image, keyed, link, seo, type SeedDocument } from '../lib';

const AGENT_ALTS = [
  'Friendly round-headed AI agent waving',
  'AI agent reviewing a checklist behind a shield',
  'AI agent scanning a globe of web pages',
  'AI agent sorting envelopes',
  'AI agent searching a document with a magnifier',
  'AI agent presenting a short summary card',
];

const agentImage = (index: number) =>
  image(`agents/agent-${index + 1}.svg`, AGENT_ALTS[index] ?? 'AI agent illustration');

export const aiAutomationPage: SeedDocument = {
  _id: 'aiAutomationPage',
  _type: 'aiAutomationPage',
  seo: seo(
    'AI Automation | Nexora Digital',
    'Automate with AI: custom AI agents, insurance automation, web crawling, e-mail assistance, document search and policy summaries from Nexora Digital.',
    [
      'AI automation',
      'AI agents',
      'insurance automation',
      'document processing',
      'web crawler',
      'e-mail automation',
    ],
  ),
  hero: {
    eyebrow: 'AI Automation',
    heading: 'Automate with AI',
    intro:
      'Put intelligent agents to work on the repetitive tasks that slow your team down, and give your people time for the work that matters.',
  },
  carousel: keyed(
    'agent',
    AGENT_ALTS.map((_, index) => agentImage(index)),
  ),
  carouselLabels: { name: 'AI agents gallery', pause: 'Pause slideshow', play: 'Play slideshow' },
  services: {
    heading: 'Our Services',
    cards: keyed('ai', [
      {
        title: 'Ai Agent',
        description:
          'A digital co-worker that runs your everyday workflows across the apps you already use.',
        image: agentImage(0),
        icon: 'bot',
        features: [
          'Workflow Automation',
          'App Integration and Data Sync',
          'Document Processing',
          'Task Management Automation',
        ],
      },
      {
        title: 'Insurance Agent',
        description:
          'Automation built for insurers and brokers, from policy administration to claims and customer care.',
        image: agentImage(1),
        icon: 'shield',
        features: [
          'Policy Management and Analysis',
          'Claims Processing Automation',
          'Risk Assessment and Underwriting',
          'Customer Service Automation',
        ],
      },
      {
        title: 'Web Crawler',
        description:
          'Collect the public web data you need, cleaned and structured, on a schedule you choose.',
        image: agentImage(2),
        icon: 'globe',
        features: [
          'Automated Website Data Extraction',
          'Scheduled Crawling and Monitoring',
          'Structured Data Export',
          'Competitor and Price Tracking',
        ],
      },
      {
        title: 'Mail Assist',
        description:
          'An inbox assistant that sorts, drafts and follows up, so no important e-mail waits.',
        image: agentImage(3),
        icon: 'mail',
        features: [
          'Smart Inbox Triage',
          'AI-Drafted Replies',
          'Follow-Up Reminders',
          'CRM and Helpdesk Sync',
        ],
      },
      {
        title: 'Doc Insider',
        description:
          'Ask questions of your contracts, manuals and reports and get answers with the source attached.',
        image: agentImage(4),
        icon: 'file-search',
        features: [
          'Intelligent Document Search',
          'Data Extraction from PDFs and Scans',
          'Question Answering Over Documents',
          'Secure Access Controls',
        ],
      },
      {
        title: 'Policy Summariser',
        description:
          'Turn long insurance and compliance policies into clear summaries your customers understand.',
        image: agentImage(5),
        icon: 'file-text',
        features: [
          'Plain-Language Policy Summaries',
          'Coverage and Exclusion Highlights',
          'Side-by-Side Policy Comparison',
          'Compliance-Ready Reports',
        ],
      },
    ]),
  },
  benefits: {
    heading: 'Why Choose Us',
    cards: keyed('benefit', [
      {
        icon: 'zap',
        title: 'Massive Efficiency Gains',
        description: 'Tasks that took hours finish in minutes, every time, at any volume.',
      },
      {
        icon: 'check-circle',
        title: 'Eliminate Human Error',
        description: 'Consistent, rule-checked processing removes typos, missed steps and rework.',
      },
      {
        icon: 'trending-up',
        title: 'Cost-Effective Scaling',
        description:
          'Handle peak demand without hiring sprees; pay for capacity only when you use it.',
      },
      {
        icon: 'users',
        title: 'Enhanced Team Productivity',
        description:
          'Your people spend their time on judgement and relationships, not copy and paste.',
      },
      {
        icon: 'clock',
        title: 'Always-On Operations',
        description: 'Agents work around the clock, across time zones, weekends and holidays.',
      },
      {
        icon: 'bar-chart',
        title: 'Data-Driven Insights',
        description:
          'Every automated step is logged, so you see bottlenecks and trends as they happen.',
      },
    ]),
  },
  banner: {
    heading: 'Ready to Automate with Intelligence?',
    text: 'Book a consultation and we will map the three processes where AI can save your team the most time.',
    primary: link('Book a Consultation', '/contact'),
    secondary: link('View Case Studies', '/case-studies'),
  },
};
