// The six case studies (ids 1 to 6, with fixed slugs and categories). The client names are
// anonymised descriptions, as agencies usually publish them.
import { block, image, orderRank, seo, slug, type SeedDocument } from '../lib';

interface CaseStudySource {
  slug: string;
  title: string;
  category: string;
  description: string;
  results: string[];
  icon: string;
  color: string;
  client: string;
  duration: string;
  challenge: string;
  approach: string;
  outcome: string;
  seoDescription: string;
  keywords: string[];
}

const sources: CaseStudySource[] = [
  {
    slug: 'enterprise-technology-integration',
    title: 'Enterprise Technology Integration',
    category: 'Technology Integration',
    description:
      'We connected twelve disconnected systems of a national logistics group into one integration layer, replacing spreadsheets and manual re-keying with real-time data flows.',
    results: [
      '65% reduction in manual data entry',
      '40% faster order processing',
      '12 legacy systems connected',
      '99.9% integration uptime',
    ],
    icon: 'link',
    color: 'blue',
    client: 'National logistics group',
    duration: '6 months',
    challenge:
      'The client ran its warehouses, fleet, billing and customer service on twelve systems that did not talk to each other. Staff re-typed every order up to four times, errors reached invoices, and managers waited days for reports that were out of date when they arrived.',
    approach:
      'We mapped every data flow with the operations team, then built an API-led integration layer with a message queue between the systems. We migrated one process at a time, running old and new side by side until the numbers matched, and trained an internal team to own the platform.',
    outcome:
      'Orders now flow from booking to invoice without being re-typed. Processing time fell by 40%, manual data entry by 65%, and the integration layer has run at 99.9% uptime since launch. Managers see live dashboards instead of weekly spreadsheets.',
    seoDescription:
      'How Nexora Digital connected 12 legacy systems for a logistics group, cutting manual data entry by 65% and speeding up order processing by 40%.',
    keywords: ['enterprise integration', 'API integration', 'logistics software', 'case study'],
  },
  {
    slug: 'agile-product-delivery-transformation',
    title: 'Agile Product Delivery Transformation',
    category: 'Product Delivery',
    description:
      'A fintech scale-up was shipping every quarter and fighting fires in between. We rebuilt its delivery process and pipeline so it could release safely every week.',
    results: [
      '3x faster release cycles',
      '45% fewer production defects',
      '30% lower delivery costs',
    ],
    icon: 'rocket',
    color: 'violet',
    client: 'Fintech scale-up',
    duration: '4 months',
    challenge:
      'Releases were large, risky and late. Product, engineering and QA worked in separate phases, so problems surfaced weeks after the code was written and every launch needed a weekend of fixes.',
    approach:
      'We introduced cross-functional squads with a shared backlog, two-week sprints and clear definitions of done. Alongside the process change we built a continuous delivery pipeline with automated tests, feature flags and one-click rollbacks.',
    outcome:
      'The client now releases every week instead of every quarter. Production defects dropped by 45%, delivery costs by 30%, and the teams spend their time on features customers asked for rather than on emergency fixes.',
    seoDescription:
      'How Nexora Digital helped a fintech scale-up move from quarterly to weekly releases with 45% fewer production defects and 30% lower delivery costs.',
    keywords: ['agile transformation', 'product delivery', 'continuous delivery', 'case study'],
  },
  {
    slug: 'predictive-analytics-implementation',
    title: 'Predictive Analytics Implementation',
    category: 'Business Development',
    description:
      'We gave a regional retail chain demand forecasts it could trust, turning years of sales data into decisions about stock, staffing and promotions.',
    results: [
      '150% ROI in the first year',
      '25% more accurate sales forecasts',
      '18% reduction in stock-outs',
    ],
    icon: 'database',
    color: 'emerald',
    client: 'Regional retail chain',
    duration: '5 months',
    challenge:
      'Store managers ordered stock by instinct. Popular products sold out while slow ones filled the back room, and head office had no reliable view of what each store would sell next month.',
    approach:
      'We consolidated five years of sales, weather and promotion data into a cloud data warehouse and trained forecasting models for every product group and store. Forecasts reached managers through a simple dashboard inside the tools they already used.',
    outcome:
      'Forecast accuracy improved by 25% and stock-outs fell by 18%. Lower waste and better availability paid back the project within months, delivering a 150% return on investment in the first year.',
    seoDescription:
      'How Nexora Digital built predictive analytics for a retail chain: 25% more accurate forecasts, 18% fewer stock-outs and 150% ROI in the first year.',
    keywords: ['predictive analytics', 'demand forecasting', 'retail analytics', 'case study'],
  },
  {
    slug: 'business-development-strategy',
    title: 'Business Development Strategy',
    category: 'Business Development',
    description:
      'An industrial software company had a strong product but a thin pipeline. We built the strategy, content and sales engine that took it into two new markets.',
    results: [
      '180% increase in qualified leads',
      '2 new international markets entered',
      '150% growth in pipeline value',
    ],
    icon: 'briefcase',
    color: 'amber',
    client: 'Industrial software company',
    duration: '8 months',
    challenge:
      'Almost all new business came from founder referrals. There was no clear ideal customer profile, no repeatable outreach, and the website did little to convert the visitors it had.',
    approach:
      'We researched three candidate markets, defined target segments and value propositions, and built a lead engine: a rebuilt website, search and LinkedIn campaigns, and an outbound programme supported by a CRM with clear pipeline stages.',
    outcome:
      'Qualified leads rose by 180% and pipeline value by 150%. The client opened offices in two new countries within the year and now runs the programme with its own sales team.',
    seoDescription:
      'How Nexora Digital built a business development strategy that lifted qualified leads by 180% and took an industrial software firm into 2 new markets.',
    keywords: ['business development', 'lead generation', 'market entry strategy', 'case study'],
  },
  {
    slug: 'cloud-migration-financial-services',
    title: 'Cloud Migration for Financial Services',
    category: 'Cloud Solutions',
    description:
      'We moved a financial services firm from an ageing data centre to the cloud with zero downtime and full regulatory compliance.',
    results: [
      '40% lower infrastructure costs',
      'Zero downtime during migration',
      '60% faster report generation',
      'Full regulatory compliance maintained',
    ],
    icon: 'cloud',
    color: 'cyan',
    client: 'Financial services firm',
    duration: '7 months',
    challenge:
      'The firm’s hardware was reaching end of life, month-end reporting took most of a weekend, and any change had to satisfy strict rules on data residency, encryption and audit trails.',
    approach:
      'We designed a landing zone with the compliance team, automated the infrastructure as code and migrated workloads in waves, starting with the least critical. Every wave was rehearsed, with a tested rollback plan and continuous replication of data.',
    outcome:
      'All workloads run in the cloud with no customer-facing downtime during the move. Infrastructure costs fell by 40%, reports generate 60% faster, and the firm passed its next regulatory audit without findings.',
    seoDescription:
      'How Nexora Digital migrated a financial services firm to the cloud with zero downtime, 40% lower infrastructure costs and full regulatory compliance.',
    keywords: ['cloud migration', 'financial services cloud', 'AWS migration', 'case study'],
  },
  {
    slug: 'web-app-development',
    title: 'Web and App Development for a Lifestyle Retailer',
    category: 'Web and App Development',
    description:
      'We designed and built a fast online store and companion mobile app for a lifestyle retailer, bringing its in-store experience to every screen.',
    results: [
      '180% increase in organic traffic',
      '150% higher mobile conversions',
      '4.8-star average app rating',
    ],
    icon: 'code',
    color: 'rose',
    client: 'Lifestyle retailer',
    duration: '5 months',
    challenge:
      'The retailer’s old website was slow on phones, hard to update and invisible in search. Most visitors arrived on mobile and left before a page had finished loading.',
    approach:
      'We ran customer interviews and usability tests, then built a headless storefront with a content management system the marketing team could run alone, plus iOS and Android apps sharing one codebase, loyalty features and push notifications.',
    outcome:
      'Pages load in under two seconds on mobile networks. Organic traffic grew by 180%, mobile conversions by 150%, and the new app holds a 4.8-star average rating in both stores.',
    seoDescription:
      'How Nexora Digital built a web store and mobile app for a lifestyle retailer: 180% more organic traffic and 150% higher mobile conversions.',
    keywords: ['web development', 'mobile app development', 'e-commerce', 'case study'],
  },
];

/** The studio suggests at most 70 characters; a long story title drops the "Case Study" part. */
function seoTitle(title: string): string {
  const full = `${title} | Case Study | Nexora Digital`;
  return full.length <= 70 ? full : `${title} | Nexora Digital`;
}

export const caseStudies: SeedDocument[] = sources.map((source, index) => ({
  _id: `caseStudy-${index + 1}`,
  _type: 'caseStudy',
  title: source.title,
  slug: slug(source.slug),
  orderRank: orderRank(index + 1),
  category: source.category,
  description: source.description,
  image: image(
    `case-studies/${source.slug}.svg`,
    `Illustration for the ${source.title} case study`,
  ),
  results: source.results,
  icon: source.icon,
  color: source.color,
  client: source.client,
  duration: source.duration,
  body: [
    block('The Challenge', 'h2'),
    block(source.challenge),
    block('Our Approach', 'h2'),
    block(source.approach),
    block('The Outcome', 'h2'),
    block(source.outcome),
  ],
  seo: seo(seoTitle(source.title), source.seoDescription, source.keywords),
}));
