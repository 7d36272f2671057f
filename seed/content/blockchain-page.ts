// Blockchain page copy, with its service and technology cards. The technology logos are
// original marks drawn for this site.
import { image, keyed, link, seo, type SeedDocument } from '../lib';

const CHAIN_ALTS = [
  'Interlocking blocks forming a chain',
  'Network of connected ledger nodes',
  'Digital token on a secure base',
  'Shield protecting a chain of blocks',
  'Supply route tracked across linked blocks',
  'Smart contract document with a seal',
];

const chainImage = (index: number) =>
  image(`blockchain/chain-${index + 1}.svg`, CHAIN_ALTS[index] ?? 'Blockchain illustration');

export const blockchainPage: SeedDocument = {
  _id: 'blockchainPage',
  _type: 'blockchainPage',
  seo: seo(
    'Blockchain Solutions | Nexora Digital',
    'Smart contracts, supply chain traceability, digital identity, DeFi platforms, asset tokenization and blockchain consulting from Nexora Digital.',
    [
      'blockchain development',
      'smart contracts',
      'DeFi',
      'asset tokenization',
      'Ethereum',
      'Polygon',
    ],
  ),
  hero: {
    eyebrow: 'Blockchain',
    heading: 'Blockchain Solutions',
    intro:
      'Build trust into your products with secure, transparent and audited blockchain solutions, from first prototype to production.',
  },
  carousel: keyed(
    'chain',
    CHAIN_ALTS.map((_, index) => chainImage(index)),
  ),
  carouselLabels: { name: 'Blockchain gallery', pause: 'Pause slideshow', play: 'Play slideshow' },
  services: {
    heading: 'Blockchain Services',
    cards: keyed('chain', [
      {
        title: 'Smart Contract Development',
        description:
          'Secure, gas-efficient smart contracts, tested thoroughly and audited before launch.',
        image: chainImage(5),
        icon: 'code',
        features: [
          'Solidity and Rust Contracts',
          'Automated Test Suites',
          'Security Audits',
          'Upgradeable Contract Design',
        ],
      },
      {
        title: 'Supply Chain Traceability',
        description: 'Follow every product from source to shelf with a tamper-proof shared record.',
        image: chainImage(4),
        icon: 'link',
        features: [
          'End-to-End Product Tracking',
          'Tamper-Proof Audit Trails',
          'IoT Sensor Integration',
          'Supplier Verification',
        ],
      },
      {
        title: 'Digital Identity Management',
        description:
          'Give users control of their credentials with verifiable, privacy-preserving identity.',
        image: chainImage(3),
        icon: 'fingerprint',
        features: [
          'Self-Sovereign Identity',
          'Verifiable Credentials',
          'Secure Key Management',
          'KYC Workflow Integration',
        ],
      },
      {
        title: 'DeFi Platform Solutions',
        description:
          'Lending, exchange and staking platforms built for security, liquidity and scale.',
        image: chainImage(1),
        icon: 'coins',
        features: [
          'Decentralised Exchanges',
          'Lending and Borrowing Protocols',
          'Staking and Yield Programmes',
          'Wallet Integration',
        ],
      },
      {
        title: 'Asset Tokenization',
        description:
          'Represent real estate, art or equity as digital tokens that are easy to trade.',
        image: chainImage(2),
        icon: 'blocks',
        features: [
          'Fungible and Non-Fungible Tokens',
          'Fractional Ownership Models',
          'Compliance-Ready Token Design',
          'Investor Dashboards',
        ],
      },
      {
        title: 'Blockchain Integration and Consulting',
        description:
          'Find where blockchain adds real value and connect it cleanly to your existing systems.',
        image: chainImage(0),
        icon: 'briefcase',
        features: [
          'Feasibility Assessments',
          'Platform Selection',
          'ERP and API Integration',
          'Team Training and Support',
        ],
      },
    ]),
  },
  technologies: {
    heading: 'Specializations',
    note: 'Updated: July 01, 2025',
    cards: keyed('tech', [
      {
        name: 'Ethereum',
        logo: image('technologies/ethereum.svg', 'Ethereum-inspired diamond mark'),
        description: 'The leading smart contract platform, with the largest developer ecosystem.',
      },
      {
        name: 'Polygon',
        logo: image('technologies/polygon.svg', 'Polygon-inspired linked hexagon mark'),
        description: 'Fast, low-cost scaling for Ethereum applications with full compatibility.',
      },
      {
        name: 'Solana',
        logo: image('technologies/solana.svg', 'Solana-inspired stacked bars mark'),
        description: 'High-throughput chain for real-time apps, payments and trading.',
      },
      {
        name: 'Chainlink',
        logo: image('technologies/chainlink.svg', 'Chainlink-inspired hexagon link mark'),
        description: 'Reliable oracles that bring real-world data and events on-chain.',
      },
      {
        name: 'IPFS',
        logo: image('technologies/ipfs.svg', 'IPFS-inspired cube mark'),
        description: 'Decentralised file storage for documents, media and NFT metadata.',
      },
      {
        name: 'MetaMask',
        logo: image('technologies/metamask.svg', 'MetaMask-inspired fox head mark'),
        description: 'The most widely used wallet for connecting users to decentralised apps.',
      },
    ]),
  },
  banner: {
    heading: 'Ready to Build on Blockchain?',
    text: 'Talk to our blockchain team about your idea. We will help you decide whether, where and how to build it.',
    primary: link('Book a Consultation', '/contact'),
    secondary: link('View Case Studies', '/case-studies'),
  },
};
