import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/trending/blockchain. */
export const blockchain = {
  title: "Blockchain and Smart Contract Development | Alphai",
  description:
    "Blockchain development for practical use cases: Solidity smart contracts, wallet integration, tokenisation and permissioned ledgers, tested and audited.",
  h1: "Blockchain development for practical use cases",
  intro:
    "Blockchain suits a narrow set of problems: shared records between parties who do not fully trust each other, tokenised assets and verifiable credentials. We check whether it fits, then build smart contracts and applications with the testing discipline that immutable code demands.",
  offerings: [
    {
      icon: "code",
      title: "Smart contract development",
      body: "Solidity contracts built on audited OpenZeppelin libraries, with upgrade patterns, access control and gas optimisation.",
    },
    {
      icon: "shield",
      title: "Testing and audit preparation",
      body: "Unit, fuzz and invariant tests in Foundry, static analysis with Slither and documentation that shortens external audits.",
    },
    {
      icon: "wallet",
      title: "Wallet and dApp front ends",
      body: "Web apps that connect to wallets through WalletConnect and viem, with clear transaction prompts and error handling.",
    },
    {
      icon: "layers",
      title: "Tokenisation platforms",
      body: "Issuance and transfer logic for tokenised assets, loyalty points or credentials, including allow-lists and compliance hooks.",
    },
    {
      icon: "building",
      title: "Permissioned ledgers",
      body: "Hyperledger Fabric networks for consortia that need shared records without a public chain.",
    },
  ],
  outcomes: [
    {
      title: "A clear go or no-go",
      body: "Our discovery sprint often concludes that a conventional database fits better; when it does not, you get a justified architecture.",
    },
    {
      title: "Fewer audit findings",
      body: "Contracts arrive at external audit with full test coverage and documented invariants, which typically reduces findings and re-review rounds.",
    },
    {
      title: "Usable Web3 experiences",
      body: "Readable transaction prompts, gas estimates and recovery paths make blockchain features usable by customers who are not crypto specialists.",
    },
  ],
  process: [
    {
      title: "Fit assessment",
      body: "We test the use case against simpler alternatives and map participants, trust assumptions and regulatory constraints.",
    },
    {
      title: "Architecture",
      body: "Chain choice (public, layer 2 or permissioned), contract design, off-chain components and key management are specified.",
    },
    {
      title: "Build and test",
      body: "Contracts and applications are built with extensive tests on a testnet, followed by an independent security audit.",
    },
    {
      title: "Deploy and monitor",
      body: "Deployment uses multi-signature wallets, verified source code and on-chain monitoring for unusual activity.",
    },
  ],
  tech: [
    { name: "Solidity", use: "Smart contracts for Ethereum and EVM-compatible chains" },
    { name: "Foundry", use: "Compiling, fuzzing and invariant testing contracts" },
    { name: "Hardhat", use: "Local networks, scripts and deployment tooling" },
    { name: "OpenZeppelin", use: "Audited contract libraries and upgrade proxies" },
    { name: "Slither", use: "Static analysis for common contract vulnerabilities" },
    { name: "viem", use: "TypeScript client for reading and writing chain data" },
    { name: "WalletConnect", use: "Connecting mobile and browser wallets" },
    { name: "Hyperledger Fabric", use: "Permissioned ledgers for business consortia" },
    { name: "Safe", use: "Multi-signature wallets for contract administration" },
  ],
  faqs: [
    {
      question: "Do we actually need a blockchain?",
      answer:
        "Often not. If one organisation controls the data and other parties trust it, a conventional database with an audit log is simpler and cheaper. We will tell you that in the first workshop if it applies.",
    },
    {
      question: "Do you perform the final security audit yourselves?",
      answer:
        "We test thoroughly and run internal reviews, but for contracts that hold value we recommend an independent audit firm. We prepare the documentation and fix the findings.",
    },
    {
      question: "Can you help with regulatory requirements in the UAE or EU?",
      answer:
        "We build technical controls such as allow-lists, transfer restrictions and reporting, and work alongside your legal counsel, who advise on licensing under frameworks such as Dubai's VARA rules or the EU's MiCA regulation.",
    },
  ],
  related: ["product-development", "node", "quality-assurance"],
  cta: {
    title: "Wondering if blockchain fits your idea?",
    body: "Book a short fit assessment. We will weigh blockchain against simpler options and give you a straight answer.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
