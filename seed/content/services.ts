// The 16 `service` documents (docs/content-model.md). Positions 1-9 are the /services cards in
// that order; 10-16 are the marketing services that only have detail pages. The FAQ figures for
// SEO, social media, PPC, branding and web development are fixed facts: keep them as written.

import { image, keyed, orderRank, slug, type SeedDocument } from '../lib';

type Pair = { title: string; description: string };
type CaseStudy = { title: string; description: string; results: string[] };
type Faq = { question: string; answer: string };

interface ServiceDetail {
  heroDescription: string;
  overview: string;
  benefits: string[];
  features: Pair[];
  process: Pair[];
  caseStudies: CaseStudy[];
  faq: Faq[];
  seo: { title: string; description: string; keywords: string[] };
}

// Adds the `_key`s Sanity needs on arrays of objects, with one prefix per array so keys read well
// in the Studio and in diffs of the dataset.
function detail(fields: ServiceDetail) {
  return {
    heroDescription: fields.heroDescription,
    overview: fields.overview,
    benefits: fields.benefits,
    features: keyed('feature', fields.features),
    process: keyed('step', fields.process),
    caseStudies: keyed('case', fields.caseStudies),
    faq: keyed('faq', fields.faq),
    seo: { _type: 'seo', ...fields.seo },
  };
}

export const services: SeedDocument[] = [
  {
    _id: 'service-technology-integrations',
    _type: 'service',
    title: 'Technology Integrations',
    slug: slug('technology-integrations'),
    orderRank: orderRank(1),
    shortDescription:
      'Connect your CRM, ERP, payment and marketing tools so data flows automatically and your teams stop re-keying the same information.',
    icon: 'link',
    color: 'blue',
    image: image(
      'services/technology-integrations.svg',
      'Abstract illustration of four connected systems linked through a central hub',
    ),
    hasDetailPage: true,
    onServicesPage: true,
    cardFeatures: [
      'API design and development',
      'CRM and ERP integration',
      'Payment gateway setup',
      'Third-party SaaS connectors',
      'Workflow automation',
      'Real-time data sync',
    ],
    ...detail({
      heroDescription:
        'We connect the systems your business already runs on, from CRM and ERP to payments and analytics, so information moves where it is needed without manual exports or duplicate entry.',
      overview:
        'Most growing companies run on a dozen tools that were never designed to talk to each other. Nexora Digital maps how data should move between them, builds secure APIs and connectors, and monitors every sync so your teams can trust a single version of the truth.',
      benefits: [
        'Eliminate manual data entry',
        'One source of truth across tools',
        'Faster order-to-cash cycles',
        'Fewer errors and reconciliation gaps',
        'Secure, documented APIs',
        'Systems that scale with new tools',
      ],
      features: [
        {
          title: 'API Development',
          description:
            'REST and GraphQL APIs with authentication, rate limiting and versioning, documented so your own developers can extend them.',
        },
        {
          title: 'CRM & ERP Integration',
          description:
            'Two-way sync between platforms such as Salesforce, HubSpot, Zoho, SAP and Tally, with field mappings agreed with your teams.',
        },
        {
          title: 'Payment Gateway Integration',
          description:
            'Razorpay, Stripe and PayPal checkouts, webhooks and refund flows wired into your orders and accounting.',
        },
        {
          title: 'Workflow Automation',
          description:
            'Event-driven automations that trigger approvals, notifications and updates the moment something changes.',
        },
        {
          title: 'Legacy System Connectors',
          description:
            'Middleware that exposes older databases and on-premise software to modern cloud applications without a risky rewrite.',
        },
        {
          title: 'Monitoring & Alerting',
          description:
            'Dashboards, retries and alerts on every integration, so failed syncs are caught and fixed before users notice.',
        },
      ],
      process: [
        {
          title: 'Systems Audit',
          description:
            'We inventory your tools, data owners and the manual steps that connect them today.',
        },
        {
          title: 'Integration Blueprint',
          description:
            'A data-flow map defines sources of truth, sync direction, frequency and error handling.',
        },
        {
          title: 'API & Connector Build',
          description:
            'We build and test each connector in a staging environment using realistic data.',
        },
        {
          title: 'End-to-End Testing',
          description:
            'Complete business scenarios, from lead to invoice, are tested with your team before launch.',
        },
        {
          title: 'Phased Rollout',
          description:
            'Integrations go live one workflow at a time, with fallbacks ready so operations never stop.',
        },
        {
          title: 'Monitoring & Support',
          description:
            'We watch sync health, handle API changes from vendors and add new connections as you grow.',
        },
      ],
      caseStudies: [
        {
          title: 'Unified Operations for a Multi-Location Retailer',
          description:
            'Connected the point-of-sale system, online store, inventory and accounting software for a 14-store retail chain that reconciled stock by spreadsheet every night.',
          results: [
            'Manual data entry reduced by 85%',
            'Stock discrepancies down 60% in the first quarter',
            'Month-end close shortened from 6 days to 2',
          ],
        },
        {
          title: 'CRM and Billing Sync for a SaaS Company',
          description:
            'Built a two-way integration between the sales CRM, subscription billing and support desk, so account teams see contract, payment and ticket history in one place.',
          results: [
            'Invoice errors reduced by 92%',
            '11 hours saved per week across finance and sales',
            'On-time renewal follow-ups up 35%',
          ],
        },
      ],
      faq: [
        {
          question: 'Which platforms can you integrate?',
          answer:
            'Any system that offers an API, webhooks, database access or file exports. That covers common CRMs, ERPs, payment gateways, marketing tools and e-commerce platforms, as well as custom and legacy software.',
        },
        {
          question: 'How long does a typical integration take?',
          answer:
            'A single connector between two well-documented platforms usually takes 2 to 4 weeks. Programmes that span several systems are planned in phases, and we share a detailed timeline after the systems audit.',
        },
        {
          question: 'What happens when a vendor changes its API?',
          answer:
            'Our support plans include tracking vendor changelogs and deprecation notices. We update connectors ahead of breaking changes and test them in staging before they reach production.',
        },
        {
          question: 'Is our data secure during integration?',
          answer:
            'Yes. Data moves over encrypted connections, credentials are kept in a secrets manager, and each integration gets only the permissions it needs. We are happy to sign an NDA and follow your security policies.',
        },
      ],
      seo: {
        title: 'Technology Integration Services | Nexora Digital',
        description:
          'API development, CRM and ERP integration, payment gateways and workflow automation that connect your business systems into one reliable flow.',
        keywords: [
          'technology integration',
          'API development',
          'CRM integration',
          'ERP integration',
          'workflow automation',
        ],
      },
    }),
  },
  {
    _id: 'service-product-delivery',
    _type: 'service',
    title: 'Product Delivery',
    slug: slug('product-delivery'),
    orderRank: orderRank(2),
    shortDescription:
      'Agile product teams that take your idea from discovery to launch, shipping working software every two weeks with clear scope, budget and progress.',
    icon: 'rocket',
    color: 'rose',
    image: image(
      'services/product-delivery.svg',
      'Abstract illustration of a rocket lifting off along a path of sprint milestones',
    ),
    hasDetailPage: true,
    onServicesPage: true,
    cardFeatures: [
      'Product discovery workshops',
      'Agile sprint delivery',
      'UX and UI design',
      'MVP development',
      'Quality assurance',
      'Release management',
    ],
    ...detail({
      heroDescription:
        'From the first workshop to the production release, we run product delivery with the discipline of a seasoned agile team, so you see working software every sprint and always know what ships next.',
      overview:
        'Products stall when scope drifts, feedback arrives late or releases become stressful. Nexora Digital pairs a product manager, designers and engineers with your stakeholders to validate ideas early, prioritize ruthlessly and ship in small, predictable increments.',
      benefits: [
        'Faster time to market',
        'Working software every sprint',
        'Transparent budgets and progress',
        'Early validation with real users',
        'Fewer late-stage surprises',
        'A roadmap you stay in control of',
      ],
      features: [
        {
          title: 'Product Discovery',
          description:
            'Workshops, user interviews and competitor research that turn an idea into validated problems, personas and a prioritized backlog.',
        },
        {
          title: 'UX & UI Design',
          description:
            'Wireframes, clickable prototypes and a component-based design system, tested with real users before development starts.',
        },
        {
          title: 'MVP Development',
          description:
            'A lean first release focused on the features that prove value, built on an architecture that can grow with you.',
        },
        {
          title: 'Agile Delivery',
          description:
            'Two-week sprints with planning, demos and retrospectives, tracked on a shared board you can check at any time.',
        },
        {
          title: 'Quality Assurance',
          description:
            'Automated tests, code reviews and exploratory testing built into every sprint rather than bolted on at the end.',
        },
        {
          title: 'Release Management',
          description:
            'CI/CD pipelines, staged rollouts and clear release notes, so every deployment is routine instead of risky.',
        },
      ],
      process: [
        {
          title: 'Discover',
          description:
            'We align on goals, users and constraints, and define what success looks like in measurable terms.',
        },
        {
          title: 'Define',
          description:
            'Scope is broken into epics and user stories, estimated and ordered by business value.',
        },
        {
          title: 'Design',
          description:
            'Prototypes are tested with users and refined before any production code is written.',
        },
        {
          title: 'Build',
          description:
            'Cross-functional sprints deliver tested, demo-ready increments every two weeks.',
        },
        {
          title: 'Launch',
          description:
            'We handle deployment, monitoring, app store submissions and launch-day support.',
        },
        {
          title: 'Iterate',
          description:
            'Analytics and user feedback feed the next roadmap cycle, so the product keeps improving.',
        },
      ],
      caseStudies: [
        {
          title: 'Agile Transformation for a Logistics Platform',
          description:
            'Took over a stalled fleet-management product, rebuilt the backlog around customer priorities and introduced two-week sprints backed by automated testing.',
          results: [
            'Releases moved from quarterly to every 2 weeks',
            'Production defects reduced by 48%',
            '90% of sprint commitments delivered on time',
          ],
        },
        {
          title: 'MVP Launch for a Healthtech Startup',
          description:
            'Designed and built a patient appointment and teleconsultation MVP, from discovery workshops to app store launch.',
          results: [
            'MVP launched in 14 weeks',
            '5,000 registered patients in the first 3 months',
            'App store rating of 4.6',
          ],
        },
      ],
      faq: [
        {
          question: 'Can you work alongside our in-house team?',
          answer:
            'Yes. We can deliver the whole product or embed a product manager, designers or engineers within your team, using your tools and rituals.',
        },
        {
          question: 'How do you estimate cost and timeline?',
          answer:
            'After discovery we estimate the backlog, agree a sprint-based budget and report progress every sprint, so any change in scope is visible and deliberate.',
        },
        {
          question: 'What if our priorities change mid-project?',
          answer:
            'Change is expected in agile delivery. New ideas go into the backlog, we re-prioritize with you at sprint planning, and the impact on timeline and budget is shown before anything is committed.',
        },
        {
          question: 'Who owns the code and designs?',
          answer:
            'You do. All source code, design files and documentation belong to you, and repositories can live in your own accounts from day one.',
        },
      ],
      seo: {
        title: 'Product Delivery Services | Nexora Digital',
        description:
          'Agile product delivery from discovery and UX design to MVP development, QA and release management, with working software shipped every sprint.',
        keywords: [
          'product delivery',
          'agile development',
          'MVP development',
          'UX design',
          'release management',
        ],
      },
    }),
  },
  {
    _id: 'service-web-app-development',
    _type: 'service',
    title: 'Web & App Development',
    slug: slug('web-app-development'),
    orderRank: orderRank(3),
    shortDescription:
      'Custom web applications and native or cross-platform mobile apps built with React, Node.js and Flutter, designed for speed, security and scale.',
    icon: 'code',
    color: 'indigo',
    image: image(
      'services/web-app-development.svg',
      'Abstract illustration of a browser window with code brackets beside a mobile phone',
    ),
    hasDetailPage: false,
    onServicesPage: true,
    cardFeatures: [
      'Custom web applications',
      'iOS and Android apps',
      'Progressive web apps',
      'E-commerce platforms',
      'Enterprise portals',
      'API and backend development',
    ],
  },
  {
    _id: 'service-server-migration',
    _type: 'service',
    title: 'Server Migration',
    slug: slug('server-migration'),
    orderRank: orderRank(4),
    shortDescription:
      'Move servers and workloads to new infrastructure or the cloud with careful planning, rehearsed cutovers and minimal downtime for your users.',
    icon: 'server',
    color: 'teal',
    image: image(
      'services/server-migration.svg',
      'Abstract illustration of workloads moving from one server rack to another',
    ),
    hasDetailPage: false,
    onServicesPage: true,
    cardFeatures: [
      'Infrastructure assessment',
      'On-premise to cloud moves',
      'Zero-downtime cutover planning',
      'Server hardening and security',
      'Performance tuning',
      'Post-migration monitoring',
    ],
  },
  {
    _id: 'service-data-migration',
    _type: 'service',
    title: 'Data Migration',
    slug: slug('data-migration'),
    orderRank: orderRank(5),
    shortDescription:
      'Transfer databases and business records between systems with validated mapping, cleansing and reconciliation, so nothing is lost along the way.',
    icon: 'database',
    color: 'emerald',
    image: image(
      'services/data-migration.svg',
      'Abstract illustration of records flowing between two databases',
    ),
    hasDetailPage: false,
    onServicesPage: true,
    cardFeatures: [
      'Data audit and mapping',
      'Cleansing and deduplication',
      'ETL pipeline development',
      'Database version upgrades',
      'Validation and reconciliation',
      'Rollback planning',
    ],
  },
  {
    _id: 'service-business-development',
    _type: 'service',
    title: 'Business Development',
    slug: slug('business-development'),
    orderRank: orderRank(6),
    shortDescription:
      'Data-led growth strategy, market research and sales enablement that help you win new customers, enter new markets and grow revenue steadily.',
    icon: 'briefcase',
    color: 'amber',
    image: image(
      'services/business-development.svg',
      'Abstract illustration of rising bar charts with an upward trend line',
    ),
    hasDetailPage: true,
    onServicesPage: true,
    cardFeatures: [
      'Market research and analysis',
      'Go-to-market strategy',
      'Lead generation programs',
      'Sales process optimization',
      'Partnership development',
      'Growth analytics and forecasting',
    ],
    ...detail({
      heroDescription:
        'We help you find the markets, customers and partnerships worth pursuing, then build the strategy, pipeline and reporting that turn opportunity into predictable revenue.',
      overview:
        'Growth rarely comes from a single campaign; it comes from knowing exactly whom to sell to, what to say and where the pipeline leaks. Nexora Digital combines market research, predictive analytics and hands-on sales enablement to give your team a clear, measurable plan for the next stage of growth.',
      benefits: [
        'A clear, prioritized growth plan',
        'Qualified pipeline, not just leads',
        'Data-backed market decisions',
        'Shorter sales cycles',
        'A stronger partner ecosystem',
        'Revenue forecasts you can trust',
      ],
      features: [
        {
          title: 'Market Research',
          description:
            'Market sizing, segmentation and competitor analysis that show where demand is strongest and how to position against alternatives.',
        },
        {
          title: 'Go-to-Market Strategy',
          description:
            'Ideal customer profiles, pricing guidance, messaging and channel plans for new products or new regions.',
        },
        {
          title: 'Lead Generation',
          description:
            'Outbound sequences, LinkedIn prospecting and inbound funnels designed to book meetings with qualified buyers.',
        },
        {
          title: 'Sales Enablement',
          description:
            'Playbooks, pitch decks, CRM pipelines and objection handling that help your team close consistently.',
        },
        {
          title: 'Partnership Development',
          description:
            'Identifying and approaching resellers, integrators and referral partners who extend your reach.',
        },
        {
          title: 'Predictive Analytics',
          description:
            'Forecasting models and dashboards that score leads, flag churn risk and show which activities drive revenue.',
        },
      ],
      process: [
        {
          title: 'Growth Audit',
          description:
            'We review your revenue data, funnel metrics, customer mix and current sales motions.',
        },
        {
          title: 'Market Analysis',
          description:
            'Research pinpoints high-potential segments, regions and the competitors to watch.',
        },
        {
          title: 'Strategy & Targets',
          description:
            'We agree on customer profiles, channels, quarterly targets and the metrics that prove progress.',
        },
        {
          title: 'Enablement',
          description:
            'Playbooks, collateral and CRM workflows are built, and your team is trained to use them.',
        },
        {
          title: 'Execution',
          description:
            'Campaigns, outreach and partner programs run in focused cycles with weekly pipeline reviews.',
        },
        {
          title: 'Measure & Refine',
          description: 'Dashboards track conversion at every stage and show where to invest next.',
        },
      ],
      caseStudies: [
        {
          title: 'Market Expansion for a B2B Software Firm',
          description:
            'Researched and launched a go-to-market plan for an HR software company entering the Middle East, including partner recruitment and localized outreach.',
          results: [
            '3 channel partners signed in 6 months',
            'Qualified pipeline up 140%',
            '22 new enterprise accounts in the first year',
          ],
        },
        {
          title: 'Predictive Lead Scoring for a Manufacturing Supplier',
          description:
            'Built a lead-scoring model on five years of CRM and order data, so the sales team could focus on the buyers most likely to convert.',
          results: [
            'Lead-to-opportunity conversion up 38%',
            'Sales cycle shortened by 21 days',
            'Forecast accuracy improved to 92%',
          ],
        },
      ],
      faq: [
        {
          question: 'Is this consulting, or do you execute as well?',
          answer:
            'Both. We build the strategy with you and can then run lead generation, outreach and reporting, or hand over playbooks and train your team to run them in-house.',
        },
        {
          question: 'What kinds of businesses do you work with?',
          answer:
            'Mostly B2B companies, from funded startups to established SMEs, in software, professional services, manufacturing and e-commerce. The approach adapts to your sales cycle and deal size.',
        },
        {
          question: 'How do you measure success?',
          answer:
            'We agree on leading and lagging metrics at the start, such as meetings booked, pipeline value, win rate and revenue, and report them on a shared dashboard every week.',
        },
        {
          question: 'How soon will we see results?',
          answer:
            'Research and strategy take 3 to 4 weeks. Outreach and partner programs usually produce qualified conversations within the first 60 days, with revenue impact building over the following quarters.',
        },
      ],
      seo: {
        title: 'Business Development Services | Nexora Digital',
        description:
          'Market research, go-to-market strategy, lead generation and predictive analytics that help B2B companies build pipeline and grow revenue.',
        keywords: [
          'business development',
          'go-to-market strategy',
          'lead generation',
          'sales enablement',
          'market research',
        ],
      },
    }),
  },
  {
    _id: 'service-cloud-solutions',
    _type: 'service',
    title: 'Cloud Solutions',
    slug: slug('cloud-solutions'),
    orderRank: orderRank(7),
    shortDescription:
      'Design, migrate and manage secure infrastructure on AWS, Azure and Google Cloud that scales with demand and keeps hosting costs under control.',
    icon: 'cloud',
    color: 'cyan',
    image: image(
      'services/cloud-solutions.svg',
      'Abstract illustration of a cloud connected to a network of servers',
    ),
    hasDetailPage: true,
    onServicesPage: true,
    cardFeatures: [
      'Cloud architecture design',
      'AWS, Azure and GCP migration',
      'DevOps and CI/CD',
      'Containers and Kubernetes',
      'Cost optimization',
      '24/7 monitoring and support',
    ],
    ...detail({
      heroDescription:
        'Build on cloud infrastructure that is secure, resilient and cost-efficient. We design, migrate and manage environments on AWS, Azure and Google Cloud so your applications stay fast as you grow.',
      overview:
        'Moving to the cloud is only the first step; the value comes from an architecture that scales automatically, recovers from failure and does not surprise you with its monthly bill. Nexora Digital plans migrations, automates infrastructure as code and keeps watch over performance, security and spend.',
      benefits: [
        'Scale on demand',
        'Lower infrastructure costs',
        'High availability and backups',
        'Faster, automated deployments',
        'Security and compliance built in',
        'Expert support around the clock',
      ],
      features: [
        {
          title: 'Cloud Architecture',
          description:
            'Designs for availability, security and cost, documented and reviewed against each provider’s well-architected guidance.',
        },
        {
          title: 'Cloud Migration',
          description:
            'Rehosting, re-platforming or re-architecting of applications, databases and servers, with tested cutover plans.',
        },
        {
          title: 'DevOps & CI/CD',
          description:
            'Automated build, test and deployment pipelines that let your team release several times a day with confidence.',
        },
        {
          title: 'Containers & Kubernetes',
          description:
            'Docker and managed Kubernetes setups that package applications consistently and scale them automatically.',
        },
        {
          title: 'Cost Optimization',
          description:
            'Right-sizing, reserved capacity and storage policies that cut waste without hurting performance.',
        },
        {
          title: 'Security & Compliance',
          description:
            'Access controls, encryption, audit logging and backups aligned with standards such as ISO 27001 and SOC 2.',
        },
      ],
      process: [
        {
          title: 'Assessment',
          description:
            'We review your current workloads, dependencies, costs and compliance requirements.',
        },
        {
          title: 'Architecture Design',
          description:
            'A target architecture and migration plan are agreed, with cost estimates for each environment.',
        },
        {
          title: 'Foundation Setup',
          description:
            'Accounts, networking, identity and security guardrails are provisioned as code.',
        },
        {
          title: 'Migration',
          description:
            'Workloads move in planned waves with rehearsed cutovers and rollback options.',
        },
        {
          title: 'Optimization',
          description:
            'Performance, autoscaling and spending are tuned once real traffic is running.',
        },
        {
          title: 'Managed Operations',
          description:
            'Monitoring, patching, backups and incident response keep the platform healthy.',
        },
      ],
      caseStudies: [
        {
          title: 'Cloud Migration for a Financial Services Firm',
          description:
            'Migrated a lending platform from an aging data center to AWS, with encrypted data stores, automated backups and audit-ready access controls.',
          results: [
            'Infrastructure costs reduced by 35%',
            '99.95% uptime since migration',
            'Deployment time cut from 3 hours to 12 minutes',
          ],
        },
        {
          title: 'Auto-Scaling Platform for an E-Learning Company',
          description:
            'Re-architected a video learning platform on containers and managed Kubernetes to absorb exam-season traffic spikes.',
          results: [
            '8x peak traffic handled without downtime',
            'Page load times improved by 45%',
            'Monthly hosting bill down 28%',
          ],
        },
      ],
      faq: [
        {
          question: 'Which cloud provider should we choose?',
          answer:
            'It depends on your applications, team skills, compliance needs and existing licenses. We compare AWS, Azure and Google Cloud for your workloads and recommend the best fit, including a multi-cloud setup where it genuinely helps.',
        },
        {
          question: 'Will there be downtime during migration?',
          answer:
            'We plan for minimal or zero downtime using replication, blue-green deployments and cutovers scheduled in low-traffic windows. Every cutover is rehearsed and has a rollback plan.',
        },
        {
          question: 'How do you keep cloud costs under control?',
          answer:
            'We set budgets and alerts from day one, tag every resource, right-size instances and review spending monthly, so you see exactly where the money goes and what has been saved.',
        },
        {
          question: 'Do you offer ongoing cloud management?',
          answer:
            'Yes. Our managed plans cover monitoring, security patching, backups, cost reviews and incident response, with response times agreed in a service-level agreement.',
        },
      ],
      seo: {
        title: 'Cloud Solutions | Nexora Digital',
        description:
          'Cloud architecture, migration, DevOps and managed operations on AWS, Azure and Google Cloud, built for security, scale and predictable costs.',
        keywords: [
          'cloud solutions',
          'cloud migration',
          'AWS consulting',
          'Azure',
          'DevOps services',
          'Kubernetes',
        ],
      },
    }),
  },
  {
    _id: 'service-ai-solutions',
    _type: 'service',
    title: 'AI Solutions',
    slug: slug('ai-solutions'),
    orderRank: orderRank(8),
    shortDescription:
      'Practical AI agents, document intelligence and automation that take repetitive work off your team and turn business data into faster decisions.',
    icon: 'cpu',
    color: 'violet',
    image: image(
      'services/ai-solutions.svg',
      'Abstract illustration of a processor chip with a neural network inside',
    ),
    hasDetailPage: false,
    onServicesPage: true,
    cardFeatures: [
      'AI agents and assistants',
      'Intelligent document processing',
      'Predictive analytics',
      'Chatbots and virtual support',
      'Workflow automation',
      'Custom model integration',
    ],
  },
  {
    _id: 'service-blockchain',
    _type: 'service',
    title: 'Blockchain',
    slug: slug('blockchain'),
    orderRank: orderRank(9),
    shortDescription:
      'Smart contracts, tokenization and decentralized applications on Ethereum, Polygon and Solana, built security-first around real business use cases.',
    icon: 'blocks',
    color: 'indigo',
    image: image(
      'services/blockchain.svg',
      'Abstract illustration of three linked cubes forming a chain of blocks',
    ),
    hasDetailPage: true,
    onServicesPage: true,
    cardFeatures: [
      'Smart contract development',
      'Supply chain traceability',
      'Digital identity management',
      'DeFi platform solutions',
      'Asset tokenization',
      'Blockchain integration and consulting',
    ],
    ...detail({
      heroDescription:
        'We design and build blockchain solutions that solve real business problems, from audited smart contracts and tokenized assets to traceable supply chains and decentralized applications.',
      overview:
        'Blockchain earns its place when several parties need to share trusted records without a single gatekeeper. Nexora Digital helps you decide where a ledger adds value, then builds secure smart contracts and easy-to-use applications on networks such as Ethereum, Polygon and Solana.',
      benefits: [
        'Tamper-proof shared records',
        'Self-executing agreements',
        'Lower reconciliation costs',
        'Transparent supply chains',
        'New digital revenue models',
        'Security-first engineering',
      ],
      features: [
        {
          title: 'Smart Contract Development',
          description:
            'Solidity and Rust contracts with thorough test coverage, gas optimization and preparation for independent audits.',
        },
        {
          title: 'Supply Chain Traceability',
          description:
            'On-chain records of origin, custody and certification that partners and customers can verify for themselves.',
        },
        {
          title: 'Digital Identity Management',
          description:
            'Self-sovereign identity and verifiable credentials that give users control over their personal data.',
        },
        {
          title: 'DeFi Platform Solutions',
          description:
            'Lending, staking and exchange features built with reliable Chainlink oracles and careful risk controls.',
        },
        {
          title: 'Asset Tokenization',
          description:
            'Fractional ownership of real estate, commodities or intellectual property through established token standards.',
        },
        {
          title: 'Blockchain Integration & Consulting',
          description:
            'Feasibility studies, MetaMask wallet support, IPFS storage and ledgers connected to your existing systems.',
        },
      ],
      process: [
        {
          title: 'Use-Case Discovery',
          description:
            'We test whether blockchain is the right tool and define the participants, assets and rules involved.',
        },
        {
          title: 'Architecture & Network Choice',
          description:
            'We select the network, token standards, storage and wallet approach for your cost and speed needs.',
        },
        {
          title: 'Smart Contract Build',
          description:
            'Contracts are written, unit-tested and reviewed against known vulnerability patterns.',
        },
        {
          title: 'Application Development',
          description:
            'Web and mobile front ends, APIs and wallet integrations make the solution easy to use.',
        },
        {
          title: 'Security Audit & Testnet',
          description:
            'Contracts pass internal and third-party audits and a full pilot on a test network.',
        },
        {
          title: 'Mainnet Launch & Support',
          description:
            'We deploy, monitor on-chain activity and plan upgrades as your network grows.',
        },
      ],
      caseStudies: [
        {
          title: 'Farm-to-Shelf Traceability for a Food Exporter',
          description:
            'Built a Polygon-based traceability platform that records harvest, processing and shipping events, with QR codes that let buyers verify every batch.',
          results: [
            'Batch verification cut from 3 days to 10 seconds',
            '40+ farms and logistics partners onboarded',
            'Export documentation disputes down 70%',
          ],
        },
        {
          title: 'Tokenized Real Estate Investment Platform',
          description:
            'Developed audited smart contracts and an investor portal that enable fractional ownership of commercial property.',
          results: [
            '0 critical findings across 2 independent audits',
            'Minimum investment lowered by 95%',
            '1,200 investors onboarded in the first 6 months',
          ],
        },
      ],
      faq: [
        {
          question: 'Does my business really need blockchain?',
          answer:
            'Not always. Blockchain helps when several organizations must share records they all trust. Our discovery phase gives you an honest assessment, and we will recommend a conventional database if it serves you better.',
        },
        {
          question: 'Which blockchain networks do you work with?',
          answer:
            'We build on Ethereum, Polygon and Solana, use Chainlink for oracles and IPFS for decentralized storage, and integrate wallets such as MetaMask. The right choice depends on fees, speed and your users.',
        },
        {
          question: 'How do you keep smart contracts secure?',
          answer:
            'We follow established security patterns, write extensive automated tests, run static analysis tools and arrange independent audits before any contract handles real value.',
        },
        {
          question: 'How long does a blockchain project take?',
          answer:
            'A proof of concept typically takes 4 to 6 weeks. Production platforms with audited contracts and user applications usually take 3 to 6 months, depending on scope.',
        },
      ],
      seo: {
        title: 'Blockchain Development Services | Nexora Digital',
        description:
          'Smart contracts, asset tokenization, supply chain traceability and dApps on Ethereum, Polygon and Solana, engineered and audited for security.',
        keywords: [
          'blockchain development',
          'smart contracts',
          'asset tokenization',
          'supply chain traceability',
          'DeFi development',
        ],
      },
    }),
  },
  {
    _id: 'service-seo',
    _type: 'service',
    title: 'Search Engine Optimization',
    slug: slug('seo'),
    orderRank: orderRank(10),
    shortDescription:
      'Technical SEO, keyword strategy and quality content that lift your Google rankings and bring in organic visitors who are ready to buy.',
    icon: 'search',
    color: 'emerald',
    image: image(
      'services/seo.svg',
      'Abstract illustration of a magnifying glass over rising ranking bars',
    ),
    hasDetailPage: true,
    onServicesPage: false,
    ...detail({
      heroDescription:
        'Rank higher, get found by the right customers and grow organic traffic that keeps paying off. Our SEO programs combine technical fixes, smart keyword strategy and content that earns links.',
      overview:
        'Search is often the first place customers look for what you sell. Nexora Digital audits your site, fixes what holds it back and builds content and authority around the searches that matter to your business, with transparent monthly reporting on rankings, traffic and leads.',
      benefits: [
        'Higher search rankings',
        'Steady organic traffic',
        'More qualified leads',
        'Lower cost per acquisition',
        'Stronger brand credibility',
        'Long-term, compounding results',
      ],
      features: [
        {
          title: 'Technical SEO Audit',
          description:
            'Crawlability, site speed, Core Web Vitals, structured data and indexing issues identified and fixed.',
        },
        {
          title: 'Keyword Research',
          description:
            'Search intent analysis that finds the high-value terms your customers actually use, prioritized by opportunity.',
        },
        {
          title: 'On-Page Optimization',
          description:
            'Titles, meta descriptions, headings, internal links and copy tuned for search engines and readers alike.',
        },
        {
          title: 'Content Strategy',
          description:
            'Topic clusters and landing pages planned around keywords and written to answer real customer questions.',
        },
        {
          title: 'Link Building',
          description:
            'Ethical outreach, digital PR and partnerships that earn backlinks from authoritative sites.',
        },
        {
          title: 'Local SEO',
          description:
            'Google Business Profile optimization, local citations and a review strategy for location-based searches.',
        },
      ],
      process: [
        {
          title: 'SEO Audit',
          description:
            'We analyze your site’s technical health, content, backlinks and current rankings.',
        },
        {
          title: 'Keyword & Competitor Research',
          description:
            'We identify the terms worth targeting and study what your competitors rank for.',
        },
        {
          title: 'Strategy & Roadmap',
          description:
            'A prioritized plan sets out monthly actions and the traffic and lead goals they support.',
        },
        {
          title: 'On-Site Optimization',
          description:
            'Technical fixes and page improvements are implemented directly or handed to your developers.',
        },
        {
          title: 'Content & Authority Building',
          description:
            'New content and link-building campaigns strengthen your authority on core topics.',
        },
        {
          title: 'Reporting & Refinement',
          description:
            'Monthly reports track rankings, traffic and conversions, and the plan adapts to the data.',
        },
      ],
      caseStudies: [
        {
          title: 'Organic Growth for a D2C Skincare Brand',
          description:
            'Fixed technical issues across 1,800 product pages and built a content hub around ingredient and skin-concern searches.',
          results: [
            'Organic traffic up 180% in 8 months',
            '64 keywords moved to page one of Google',
            'Organic revenue up 120%',
          ],
        },
        {
          title: 'Local SEO for a Multi-Clinic Dental Practice',
          description:
            'Optimized Google Business Profiles, location pages and review generation for a dental group with six clinics.',
          results: [
            'Calls from Google Search up 95%',
            'All 6 clinics in the local map pack for core treatments',
            'Online appointment bookings up 104%',
          ],
        },
      ],
      faq: [
        {
          question: 'How long does SEO take to show results?',
          answer:
            'Most businesses see meaningful improvements in rankings and traffic within 3 to 6 months. Technical fixes can help sooner, while competitive keywords and authority building keep compounding over time.',
        },
        {
          question: 'Do you guarantee first-page rankings?',
          answer:
            'No honest agency can guarantee rankings, because search engines control their algorithms. We commit to proven practices, clear monthly targets and full transparency about what we do and what it achieves.',
        },
        {
          question: 'How do you measure SEO success?',
          answer:
            'We track keyword rankings, organic traffic and engagement and, most importantly, the leads and sales that come from organic search, using Google Analytics and Search Console.',
        },
        {
          question: 'Can you work on our existing website?',
          answer:
            'Yes. We optimize the site you already have, whatever platform it runs on, and either work with your developers or make the changes ourselves.',
        },
      ],
      seo: {
        title: 'SEO Services | Nexora Digital',
        description:
          'Technical SEO, keyword research, on-page optimization, link building and local SEO that grow rankings, organic traffic and qualified leads.',
        keywords: [
          'SEO services',
          'search engine optimization',
          'technical SEO',
          'local SEO',
          'link building',
          'keyword research',
        ],
      },
    }),
  },
  {
    _id: 'service-social-media',
    _type: 'service',
    title: 'Social Media Marketing',
    slug: slug('social-media'),
    orderRank: orderRank(11),
    shortDescription:
      'Strategy, content and community management that grow an engaged audience on the platforms where your customers spend their time.',
    icon: 'share',
    color: 'rose',
    image: image(
      'services/social-media.svg',
      'Abstract illustration of connected profiles with chat bubbles and a heart',
    ),
    hasDetailPage: true,
    onServicesPage: false,
    ...detail({
      heroDescription:
        'Turn your social channels into a steady source of engagement, loyalty and leads. We plan, create and manage social content that sounds like your brand and gets people talking.',
      overview:
        'Posting often is not a strategy. Nexora Digital builds a social plan around your audience and goals, produces scroll-stopping content, manages conversations and runs paid social campaigns, then reports on the numbers that connect social activity to business results.',
      benefits: [
        'A larger, engaged audience',
        'A consistent brand voice',
        'More website traffic and leads',
        'Faster customer responses',
        'Content that converts',
        'Clear performance reporting',
      ],
      features: [
        {
          title: 'Social Strategy',
          description:
            'Audience research, platform selection, content pillars and posting cadence tied to your business goals.',
        },
        {
          title: 'Content Creation',
          description:
            'Graphics, carousels, short-form video and copy produced in-house and tailored to each platform.',
        },
        {
          title: 'Community Management',
          description:
            'Timely replies to comments and messages, with clear hand-offs for sales and support questions.',
        },
        {
          title: 'Paid Social Campaigns',
          description:
            'Targeted ads on Instagram, Facebook and LinkedIn with creative testing and budget optimization.',
        },
        {
          title: 'Influencer Partnerships',
          description:
            'Creators matched to your audience, with clear briefs, agreements and performance tracking.',
        },
        {
          title: 'Analytics & Reporting',
          description:
            'Monthly reports on reach, engagement, clicks and conversions, with insights for the month ahead.',
        },
      ],
      process: [
        {
          title: 'Audit & Research',
          description:
            'We review your current channels, your competitors and how your audience behaves.',
        },
        {
          title: 'Strategy',
          description: 'We choose platforms, define content pillars and set measurable goals.',
        },
        {
          title: 'Content Calendar',
          description:
            'A monthly calendar of posts, stories and campaigns is shared for your approval.',
        },
        {
          title: 'Creation & Publishing',
          description:
            'Our team designs, writes and schedules content for the times your audience is most active.',
        },
        {
          title: 'Engagement',
          description:
            'We manage the community daily and amplify top-performing posts with paid support.',
        },
        {
          title: 'Analyze & Optimize',
          description: 'Performance data shapes the next calendar, doubling down on what works.',
        },
      ],
      caseStudies: [
        {
          title: 'Instagram Growth for a Café Chain',
          description:
            'Rebuilt the Instagram presence of a regional café chain with reels, customer-generated content and location-based promotions.',
          results: [
            'Followers grew from 4,200 to 27,000 in 9 months',
            'Engagement rate up 210%',
            'Weekday footfall up 18%',
          ],
        },
        {
          title: 'LinkedIn Thought Leadership for an IT Consultancy',
          description:
            'Created an executive content program and company page strategy for a consultancy selling to enterprise IT leaders.',
          results: [
            'LinkedIn impressions up 340%',
            '46 inbound inquiries in 6 months',
            'Page followers up 150%',
          ],
        },
      ],
      faq: [
        {
          question: 'Which platforms should my business be on?',
          answer:
            'Most businesses get the best return by focusing on 2 to 4 platforms where their customers are most active, rather than spreading effort thin. We recommend the right mix after studying your audience and competitors.',
        },
        {
          question: 'How often will you post?',
          answer:
            'It depends on the platform and your goals, typically 3 to 5 posts per week on each platform plus stories. The exact cadence is set in your monthly content calendar.',
        },
        {
          question: 'Do we approve content before it goes live?',
          answer:
            'Yes. You review and approve each monthly calendar, and we set up a quick approval flow for timely posts and trending topics.',
        },
        {
          question: 'Is paid advertising included?',
          answer:
            'Content and community management are the core of our plans. Paid social is available as an add-on, with the ad budget paid directly to the platforms and managed by our team.',
        },
      ],
      seo: {
        title: 'Social Media Marketing Services | Nexora Digital',
        description:
          'Social media strategy, content creation, community management and paid social campaigns that grow engaged audiences and generate leads.',
        keywords: [
          'social media marketing',
          'social media management',
          'Instagram marketing',
          'LinkedIn marketing',
          'paid social',
        ],
      },
    }),
  },
  {
    _id: 'service-ppc',
    _type: 'service',
    title: 'Pay-Per-Click Advertising',
    slug: slug('ppc'),
    orderRank: orderRank(12),
    shortDescription:
      'Google, Meta and LinkedIn ad campaigns built around measurable conversions, with disciplined bidding and testing that make every rupee of spend count.',
    icon: 'megaphone',
    color: 'amber',
    image: image(
      'services/ppc.svg',
      'Abstract illustration of a cursor clicking an ad card beside a target',
    ),
    hasDetailPage: true,
    onServicesPage: false,
    ...detail({
      heroDescription:
        'Reach customers at the exact moment they search for what you offer. We build and manage pay-per-click campaigns that turn ad spend into measurable leads and sales.',
      overview:
        'Paid advertising delivers results quickly, but without careful management it can burn through a budget just as fast. Nexora Digital sets up accurate conversion tracking, structures campaigns around intent and tests ads and landing pages continuously to lower your cost per acquisition.',
      benefits: [
        'Immediate, targeted visibility',
        'Pay only for real clicks',
        'Measurable return on ad spend',
        'Precise audience targeting',
        'Full control over budgets',
        'Rapid testing and learning',
      ],
      features: [
        {
          title: 'Google Search Ads',
          description:
            'Keyword-driven campaigns with tightly themed ad groups, negative keywords and compelling ad copy.',
        },
        {
          title: 'Display & Remarketing',
          description:
            'Visual ads and remarketing audiences that bring back visitors who showed interest but did not convert.',
        },
        {
          title: 'Social Media Ads',
          description:
            'Meta and LinkedIn campaigns targeted by interests, job roles, lookalikes and custom audiences.',
        },
        {
          title: 'Shopping Campaigns',
          description:
            'Product feed optimization and Performance Max campaigns that put your products in front of ready buyers.',
        },
        {
          title: 'Landing Page Optimization',
          description:
            'A/B testing of headlines, forms and layouts to convert more of the traffic you pay for.',
        },
        {
          title: 'Conversion Tracking',
          description:
            'Google Tag Manager, GA4 and platform pixels configured so every lead and sale is attributed correctly.',
        },
      ],
      process: [
        {
          title: 'Account Audit',
          description:
            'We review existing campaigns, tracking and spend to find quick wins and wasted budget.',
        },
        {
          title: 'Research & Planning',
          description:
            'Keyword, audience and competitor research shape the campaign structure and budget split.',
        },
        {
          title: 'Tracking Setup',
          description:
            'Conversion goals, tags and offline conversion imports are configured and verified.',
        },
        {
          title: 'Campaign Launch',
          description: 'Ads, extensions and landing pages go live with controlled daily budgets.',
        },
        {
          title: 'Optimization',
          description:
            'Bids, keywords, audiences and creatives are refined weekly based on performance.',
        },
        {
          title: 'Reporting & Scaling',
          description:
            'Clear reports show cost per lead and return on ad spend, and winning campaigns get more budget.',
        },
      ],
      caseStudies: [
        {
          title: 'Lead Generation for a Real Estate Developer',
          description:
            'Restructured Google and Meta campaigns for a residential project launch, with dedicated landing pages and lead tracking linked to the CRM.',
          results: [
            'Cost per lead reduced by 42%',
            'Qualified site visits up 150%',
            '₹2.4 crore in bookings attributed to paid campaigns',
          ],
        },
        {
          title: 'Shopping Campaigns for a Home Décor Store',
          description:
            'Rebuilt the product feed and launched Performance Max and remarketing campaigns for an online home décor retailer.',
          results: [
            'Return on ad spend up from 2.1x to 5.3x',
            'Online revenue up 160% in 6 months',
            'Abandoned carts recovered up 35%',
          ],
        },
      ],
      faq: [
        {
          question: 'How much should we budget for PPC?',
          answer:
            'For most businesses we suggest a test budget of ₹50,000 to ₹1,00,000 per month. That produces enough data to find the best keywords and audiences, after which we scale the campaigns that deliver profitable results.',
        },
        {
          question: 'How quickly will we see results?',
          answer:
            'Campaigns start bringing in clicks and inquiries within days of launch. The first 30 to 60 days are a learning period in which we refine keywords, audiences and bids until your cost per lead settles at a profitable level.',
        },
        {
          question: 'Is the ad budget included in your fee?',
          answer:
            'No. Your ad budget is paid directly to Google, Meta or LinkedIn from your own account, so you keep full ownership and visibility. Our management fee is billed separately.',
        },
        {
          question: 'Which ad platforms do you manage?',
          answer:
            'We manage Google Ads (Search, Display, Shopping, YouTube and Performance Max), Meta Ads across Facebook and Instagram, and LinkedIn Ads for B2B audiences.',
        },
      ],
      seo: {
        title: 'PPC Advertising Services | Nexora Digital',
        description:
          'Google Ads, Meta and LinkedIn campaigns with accurate conversion tracking, landing page testing and weekly optimization for a better return on ad spend.',
        keywords: [
          'PPC advertising',
          'pay-per-click',
          'Google Ads management',
          'Meta ads',
          'LinkedIn ads',
          'remarketing',
        ],
      },
    }),
  },
  {
    _id: 'service-content',
    _type: 'service',
    title: 'Content Marketing',
    slug: slug('content'),
    orderRank: orderRank(13),
    shortDescription:
      'Blogs, guides, case studies and video scripts that answer your customers’ questions, build trust and turn readers into qualified leads.',
    icon: 'pen',
    color: 'teal',
    image: image(
      'services/content.svg',
      'Abstract illustration of a document with text lines and a pen nib',
    ),
    hasDetailPage: true,
    onServicesPage: false,
    ...detail({
      heroDescription:
        'Earn attention instead of buying it. We plan and produce content that answers your customers’ questions, ranks in search and moves readers steadily toward a purchase.',
      overview:
        'Buyers do their research long before they talk to sales. Nexora Digital builds an editorial strategy around your audience’s questions, writes expert content in your brand voice and distributes it across search, social and email, so every piece keeps working long after it is published.',
      benefits: [
        'Greater authority in your industry',
        'More organic traffic',
        'Leads nurtured at every stage',
        'Consistent brand messaging',
        'Reusable content assets',
        'Lower customer acquisition costs',
      ],
      features: [
        {
          title: 'Content Strategy',
          description:
            'Audience personas, topic research and an editorial calendar mapped to each stage of the buyer journey.',
        },
        {
          title: 'Blog & Article Writing',
          description:
            'Well-researched, search-friendly articles written by specialists and edited for clarity and accuracy.',
        },
        {
          title: 'Whitepapers & E-books',
          description:
            'In-depth gated resources that demonstrate expertise and capture high-intent leads.',
        },
        {
          title: 'Case Studies',
          description:
            'Customer success stories built from interviews, with clear problems, solutions and measurable results.',
        },
        {
          title: 'Video & Visual Content',
          description:
            'Scripts, explainer videos, infographics and carousels that make complex ideas easy to grasp.',
        },
        {
          title: 'Content Distribution',
          description:
            'Promotion through search, social, newsletters and partners so each piece reaches the right readers.',
        },
      ],
      process: [
        {
          title: 'Audience Research',
          description:
            'We learn who your buyers are, what they ask and where they look for answers.',
        },
        {
          title: 'Content Audit',
          description:
            'Existing content is reviewed to find gaps, quick updates and pieces to retire.',
        },
        {
          title: 'Editorial Planning',
          description: 'Topics, formats and publishing dates are set out in a shared calendar.',
        },
        {
          title: 'Creation',
          description:
            'Writers, designers and subject experts produce each piece, with your review built in.',
        },
        {
          title: 'Distribution',
          description:
            'Every piece is published, optimized and promoted across the channels that suit it.',
        },
        {
          title: 'Measurement',
          description:
            'We track traffic, engagement and leads per piece and refresh content that can perform better.',
        },
      ],
      caseStudies: [
        {
          title: 'Content Hub for a Fintech Startup',
          description:
            'Launched a personal finance learning center with 60 articles, interactive calculators and a weekly newsletter for a digital lending app.',
          results: [
            'Organic blog traffic up 260% in 10 months',
            '9,500 newsletter subscribers',
            'App sign-ups from content up 75%',
          ],
        },
        {
          title: 'Thought Leadership for an Engineering Firm',
          description:
            'Produced whitepapers, case studies and technical articles for an industrial automation company selling to plant managers.',
          results: [
            '1,100 whitepaper downloads in 6 months',
            'Sales-qualified leads up 58%',
            'Average time on page of 4 minutes 20 seconds',
          ],
        },
      ],
      faq: [
        {
          question: 'Who writes the content?',
          answer:
            'Our in-house writers and editors, supported by subject specialists for technical industries. We interview your experts so every piece reflects genuine knowledge of your business.',
        },
        {
          question: 'How much content do we need?',
          answer:
            'Quality matters more than volume. Most clients start with 4 to 8 substantial pieces per month, and we adjust based on results and how competitive your market is.',
        },
        {
          question: 'Will the content be optimized for search?',
          answer:
            'Yes. Every piece is planned around keyword research and search intent, and includes on-page optimization, internal links and metadata.',
        },
        {
          question: 'Do we own the content?',
          answer:
            'Yes. Once a piece is delivered and approved, all rights belong to you, including the source files for graphics and videos.',
        },
      ],
      seo: {
        title: 'Content Marketing Services | Nexora Digital',
        description:
          'Content strategy, blog writing, whitepapers, case studies and video content that build authority, drive organic traffic and nurture leads.',
        keywords: [
          'content marketing',
          'content strategy',
          'blog writing',
          'B2B content',
          'thought leadership',
        ],
      },
    }),
  },
  {
    _id: 'service-branding',
    _type: 'service',
    title: 'Branding & Identity',
    slug: slug('branding'),
    orderRank: orderRank(14),
    shortDescription:
      'Brand strategy, logo design and visual identity systems that make your business instantly recognizable and consistent at every touchpoint.',
    icon: 'palette',
    color: 'violet',
    image: image(
      'services/branding.svg',
      'Abstract illustration of a color palette beside simple geometric logo shapes',
    ),
    hasDetailPage: true,
    onServicesPage: false,
    ...detail({
      heroDescription:
        'Build a brand people remember and trust. We shape your positioning, voice and visual identity into a complete system that works everywhere, from your website to your packaging.',
      overview:
        'A strong brand makes every other marketing effort work harder. Nexora Digital starts with research into your market and customers, defines a clear positioning and personality, then designs a distinctive identity and guidelines your team can apply with confidence.',
      benefits: [
        'Instant recognition',
        'Clear market positioning',
        'Consistency across channels',
        'Higher perceived value',
        'Stronger customer loyalty',
        'Guidelines your team can use',
      ],
      features: [
        {
          title: 'Brand Strategy',
          description:
            'Research, positioning, value proposition and brand personality defined with your leadership team.',
        },
        {
          title: 'Logo Design',
          description:
            'Distinctive logo concepts refined into a versatile mark, with variations for every size and format.',
        },
        {
          title: 'Visual Identity System',
          description:
            'Color palette, typography, iconography, imagery style and layout principles that work together.',
        },
        {
          title: 'Brand Voice & Messaging',
          description:
            'Tone of voice, taglines and key messages that keep every piece of communication on brand.',
        },
        {
          title: 'Brand Guidelines',
          description:
            'A clear, practical brand book that shows teams and partners exactly how to use your identity.',
        },
        {
          title: 'Brand Collateral',
          description:
            'Stationery, presentations, social templates, signage and packaging designed to the new system.',
        },
      ],
      process: [
        {
          title: 'Discovery',
          description:
            'Stakeholder interviews, customer insights and competitor reviews reveal what sets you apart.',
        },
        {
          title: 'Strategy',
          description: 'We define positioning, personality and messaging before any design begins.',
        },
        {
          title: 'Concepts',
          description:
            'Two to three creative directions are presented with their rationale and real-world mockups.',
        },
        {
          title: 'Refinement',
          description: 'The chosen direction is refined through structured rounds of feedback.',
        },
        {
          title: 'Identity System',
          description: 'The full system is built out across color, type, imagery and templates.',
        },
        {
          title: 'Guidelines & Rollout',
          description:
            'We deliver the brand book and all source files, and support the launch across channels.',
        },
      ],
      caseStudies: [
        {
          title: 'Rebrand for an Organic Food Company',
          description:
            'Repositioned a regional organic grocery brand for national retail with a new identity, packaging system and brand voice.',
          results: [
            'Retail listings grew from 40 to 220 stores',
            'Brand recall up 65% in customer surveys',
            'Average online order value up 22%',
          ],
        },
        {
          title: 'Identity Launch for a Payments Startup',
          description:
            'Created the logo, visual identity, messaging and launch assets for a B2B payments startup ahead of its seed round.',
          results: [
            'Complete identity delivered in 10 weeks',
            'Website conversion rate of 4.8% at launch',
            'Seed round closed within 3 months of launch',
          ],
        },
      ],
      faq: [
        {
          question: 'How long does a branding project take?',
          answer:
            'A complete brand identity project typically takes 8 to 12 weeks, covering research, strategy, design concepts, refinement and final guidelines. Smaller refreshes can be completed sooner.',
        },
        {
          question: 'How many logo concepts will we see?',
          answer:
            'We present two to three distinct creative directions, each grounded in the agreed strategy and shown in real-world applications, then refine your chosen direction together.',
        },
        {
          question: 'Can you refresh our brand without starting over?',
          answer:
            'Yes. If your brand has equity worth keeping, we modernize the logo, palette and typography while preserving the elements customers already recognize.',
        },
        {
          question: 'What files do we receive at the end?',
          answer:
            'You receive logo files in all standard formats, color and typography specifications, templates and the brand guidelines, with full ownership of every asset.',
        },
      ],
      seo: {
        title: 'Branding & Identity Services | Nexora Digital',
        description:
          'Brand strategy, logo design, visual identity systems and brand guidelines that make your business recognizable, consistent and trusted.',
        keywords: [
          'branding agency',
          'brand identity',
          'logo design',
          'brand strategy',
          'brand guidelines',
        ],
      },
    }),
  },
  {
    _id: 'service-email',
    _type: 'service',
    title: 'Email Marketing',
    slug: slug('email'),
    orderRank: orderRank(15),
    shortDescription:
      'Newsletters, automated journeys and targeted campaigns that nurture leads, win repeat customers and deliver a strong return on every send.',
    icon: 'mail',
    color: 'blue',
    image: image(
      'services/email.svg',
      'Abstract illustration of an envelope with a paper plane and rising engagement bars',
    ),
    hasDetailPage: true,
    onServicesPage: false,
    ...detail({
      heroDescription:
        'Reach customers directly in their inbox with emails they look forward to. We design, write and automate email programs that nurture leads and drive repeat revenue.',
      overview:
        'Email remains one of the highest-return channels because you own the audience. Nexora Digital builds segmented lists, automated journeys and well-designed campaigns, and protects your deliverability so messages land in the inbox rather than the spam folder.',
      benefits: [
        'High return on investment',
        'An audience you own',
        'Automated lead nurturing',
        'More repeat purchases',
        'Personalization at scale',
        'Measurable from open to sale',
      ],
      features: [
        {
          title: 'Email Strategy',
          description:
            'Goals, segments, content themes and sending cadence planned around your customer lifecycle.',
        },
        {
          title: 'Automated Journeys',
          description:
            'Welcome series, abandoned cart, onboarding and re-engagement flows that run around the clock.',
        },
        {
          title: 'Campaign Design',
          description:
            'Responsive, on-brand templates that look sharp in every major email client, including dark mode.',
        },
        {
          title: 'Copywriting',
          description: 'Subject lines and messages written to be opened, read and acted on.',
        },
        {
          title: 'List Growth & Segmentation',
          description:
            'Sign-up forms, lead magnets and behavioral segments that keep every message relevant.',
        },
        {
          title: 'Deliverability Management',
          description: 'SPF, DKIM and DMARC setup, list hygiene and sender reputation monitoring.',
        },
      ],
      process: [
        {
          title: 'Audit',
          description: 'We review your platform, lists, past campaigns and deliverability health.',
        },
        {
          title: 'Strategy & Segmentation',
          description:
            'Audience segments, journeys and a campaign calendar are mapped to your goals.',
        },
        {
          title: 'Template Design',
          description:
            'Reusable, responsive templates are designed and tested across devices and email clients.',
        },
        {
          title: 'Automation Build',
          description:
            'Lifecycle flows are built, connected to your website or store and tested end to end.',
        },
        {
          title: 'Campaign Execution',
          description:
            'Regular campaigns are written, A/B tested and sent at the times your subscribers engage most.',
        },
        {
          title: 'Analysis & Optimization',
          description:
            'Open, click and revenue data guide improvements to content, timing and segments.',
        },
      ],
      caseStudies: [
        {
          title: 'Lifecycle Automation for a Fashion E-commerce Brand',
          description:
            'Built welcome, abandoned cart, post-purchase and win-back flows for an online apparel store.',
          results: [
            'Email share of revenue grew from 8% to 27%',
            'Abandoned cart recovery rate of 14%',
            'Repeat purchase rate up 31%',
          ],
        },
        {
          title: 'Lead Nurturing for a B2B SaaS Company',
          description:
            'Designed a segmented nurture program that guided trial users toward paid plans with product education and customer stories.',
          results: [
            'Trial-to-paid conversion up 44%',
            'Average open rate of 38%',
            'Unsubscribe rate held below 0.3%',
          ],
        },
      ],
      faq: [
        {
          question: 'Which email platforms do you work with?',
          answer:
            'We work with Mailchimp, Klaviyo, HubSpot, Brevo, Zoho Campaigns and most other major platforms, and can help you choose or migrate to the right one.',
        },
        {
          question: 'How often should we email our list?',
          answer:
            'It depends on your audience and offer. Most businesses do well with one or two campaigns a week alongside automated flows, and we test frequency to find what works for your subscribers.',
        },
        {
          question: 'How do you keep our emails out of spam?',
          answer:
            'We authenticate your sending domain with SPF, DKIM and DMARC, keep lists clean, warm up new senders and monitor reputation and inbox placement.',
        },
        {
          question: 'Can you help us grow our email list?',
          answer:
            'Yes. We create sign-up forms, pop-ups and lead magnets that attract genuine subscribers, always with clear consent and in line with applicable privacy laws.',
        },
      ],
      seo: {
        title: 'Email Marketing Services | Nexora Digital',
        description:
          'Email strategy, automated journeys, campaign design and deliverability management that nurture leads and drive repeat sales.',
        keywords: [
          'email marketing',
          'email automation',
          'newsletter design',
          'lead nurturing',
          'email deliverability',
        ],
      },
    }),
  },
  {
    _id: 'service-web-development',
    _type: 'service',
    title: 'Web Development',
    slug: slug('web-development'),
    orderRank: orderRank(16),
    shortDescription:
      'Fast, responsive and secure websites built on modern frameworks, designed to convert visitors and easy for your team to update.',
    icon: 'globe',
    color: 'cyan',
    image: image(
      'services/web-development.svg',
      'Abstract illustration of a globe beside a responsive browser window',
    ),
    hasDetailPage: true,
    onServicesPage: false,
    ...detail({
      heroDescription:
        'Get a website that loads fast, looks great on every device and turns visitors into customers. We design and build sites on modern technology with SEO and performance built in from the start.',
      overview:
        'Your website is often your first impression and your hardest-working salesperson. Nexora Digital designs and develops responsive, accessible websites with clean code, a content management system your team can use and the performance that search engines reward.',
      benefits: [
        'Fast load times',
        'Mobile-first, responsive design',
        'Built-in SEO foundations',
        'Easy content updates',
        'Secure, reliable hosting',
        'Designed to convert',
      ],
      features: [
        {
          title: 'Custom Website Design',
          description:
            'Original, on-brand designs built around your goals and your users rather than a generic template.',
        },
        {
          title: 'Responsive Development',
          description:
            'Precise builds that adapt to phones, tablets and desktops, tested across modern browsers.',
        },
        {
          title: 'CMS Integration',
          description:
            'Headless or traditional content management, so your team can edit pages without a developer.',
        },
        {
          title: 'E-commerce Development',
          description:
            'Online stores with secure checkout, payment gateways, inventory and order management.',
        },
        {
          title: 'Performance & SEO',
          description:
            'Core Web Vitals, structured data, clean URLs and metadata optimized from the first release.',
        },
        {
          title: 'Maintenance & Support',
          description:
            'Updates, backups, security monitoring and continuous improvements after launch.',
        },
      ],
      process: [
        {
          title: 'Discovery',
          description:
            'We define goals, audiences, content and functionality, and review competitor sites.',
        },
        {
          title: 'Sitemap & Wireframes',
          description: 'Page structure and user journeys are planned before visual design begins.',
        },
        {
          title: 'Visual Design',
          description:
            'High-fidelity designs for key pages are created and refined with your feedback.',
        },
        {
          title: 'Development',
          description:
            'Front end and back end are built with clean, documented code and regular previews.',
        },
        {
          title: 'Testing & QA',
          description:
            'Performance, accessibility, browser, device and form testing all happen before launch.',
        },
        {
          title: 'Launch & Support',
          description: 'We deploy, set up analytics, train your team and provide ongoing support.',
        },
      ],
      caseStudies: [
        {
          title: 'Website Redesign for a Manufacturing Company',
          description:
            'Rebuilt a dated industrial website with a searchable product catalog, a quote request flow and a headless CMS.',
          results: [
            'Page load time cut from 6.2s to 1.4s',
            'Quote requests up 150%',
            'Bounce rate down 38%',
          ],
        },
        {
          title: 'E-commerce Store for a Handcrafted Goods Brand',
          description:
            'Designed and developed an online store with secure payments, inventory sync and a mobile-first shopping experience.',
          results: [
            'Store launched in 10 weeks',
            'Mobile conversion rate up 85%',
            '₹40 lakh in online sales in the first 6 months',
          ],
        },
      ],
      faq: [
        {
          question: 'How long does it take to build a website?',
          answer:
            'A basic business website typically takes 4 to 8 weeks from kickoff to launch. Complex sites with custom functionality, integrations or e-commerce usually take 8 to 16 weeks.',
        },
        {
          question: 'Will we be able to update the website ourselves?',
          answer:
            'Yes. We build on a content management system and train your team, so you can edit pages, publish posts and update images without writing code.',
        },
        {
          question: 'Do you provide hosting and maintenance?',
          answer:
            'We can set up and manage secure, fast hosting for you, and our maintenance plans cover updates, backups, security monitoring and small content changes.',
        },
        {
          question: 'Will the website be mobile-friendly and SEO-ready?',
          answer:
            'Every site we build is responsive by default and includes technical SEO foundations such as fast load times, clean URLs, metadata, sitemaps and structured data.',
        },
      ],
      seo: {
        title: 'Web Development Services | Nexora Digital',
        description:
          'Custom website design and development with responsive layouts, CMS integration, e-commerce and built-in performance and SEO.',
        keywords: [
          'web development',
          'website design',
          'responsive websites',
          'e-commerce development',
          'CMS development',
        ],
      },
    }),
  },
];
