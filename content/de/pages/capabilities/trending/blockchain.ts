import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/trending/blockchain. */
export const blockchain = {
  title: "Blockchain- und Smart-Contract-Entwicklung | Alphai",
  description:
    "Blockchain für praktische Anwendungsfälle: Smart Contracts in Solidity, Wallet-Anbindung, Tokenisierung und Permissioned Ledgers, getestet und auditiert.",
  h1: "Blockchain-Entwicklung für praktische Anwendungsfälle",
  intro:
    "Blockchain eignet sich für wenige Probleme: gemeinsame Datenbestände von Parteien, die einander nicht vollständig vertrauen, tokenisierte Vermögenswerte und überprüfbare Nachweise. Wir prüfen mit Ihnen, ob sie passt, und bauen dann Smart Contracts und Anwendungen mit der Testdisziplin, die unveränderlicher Code verlangt.",
  offerings: [
    {
      icon: "code",
      title: "Entwicklung von Smart Contracts",
      body: "Solidity-Contracts auf Basis auditierter OpenZeppelin-Bibliotheken, mit Upgrade-Mustern, Zugriffskontrolle und Gas-Optimierung.",
    },
    {
      icon: "shield",
      title: "Tests und Audit-Vorbereitung",
      body: "Unit-, Fuzz- und Invariantentests in Foundry, statische Analyse mit Slither und eine Dokumentation, die externe Audits verkürzt.",
    },
    {
      icon: "wallet",
      title: "Wallet- und dApp-Frontends",
      body: "Web-Apps, die sich über WalletConnect und viem mit Wallets verbinden, mit verständlichen Transaktionsabfragen und sauberer Fehlerbehandlung.",
    },
    {
      icon: "layers",
      title: "Tokenisierungsplattformen",
      body: "Logik für Ausgabe und Übertragung tokenisierter Vermögenswerte, Treuepunkte oder Nachweise, einschließlich Allow-Lists und Compliance-Hooks.",
    },
    {
      icon: "building",
      title: "Permissioned Ledgers",
      body: "Hyperledger-Fabric-Netzwerke für Konsortien, die gemeinsame Datenbestände ohne öffentliche Chain brauchen.",
    },
  ],
  outcomes: [
    {
      title: "Ein klares Go oder No-Go",
      body: "Unser Discovery-Sprint kommt oft zu dem Schluss, dass eine konventionelle Datenbank besser passt; wenn nicht, erhalten Sie eine begründete Architektur.",
    },
    {
      title: "Weniger Audit-Befunde",
      body: "Contracts gehen mit vollständiger Testabdeckung und dokumentierten Invarianten ins externe Audit, was Befunde und erneute Prüfrunden typischerweise reduziert.",
    },
    {
      title: "Web3, das sich bedienen lässt",
      body: "Verständliche Transaktionsabfragen, Gas-Schätzungen und Wiederherstellungswege machen Blockchain-Funktionen auch für Kunden nutzbar, die keine Krypto-Spezialisten sind.",
    },
  ],
  process: [
    {
      title: "Eignungsprüfung",
      body: "Wir prüfen den Anwendungsfall gegen einfachere Alternativen und erfassen Beteiligte, Vertrauensannahmen und regulatorische Rahmenbedingungen.",
    },
    {
      title: "Architektur",
      body: "Wahl der Chain (öffentlich, Layer 2 oder permissioned), Contract-Design, Off-Chain-Komponenten und Schlüsselverwaltung werden spezifiziert.",
    },
    {
      title: "Bauen und testen",
      body: "Contracts und Anwendungen entstehen mit umfangreichen Tests in einem Testnet; danach folgt ein unabhängiges Sicherheitsaudit.",
    },
    {
      title: "Deployen und überwachen",
      body: "Das Deployment erfolgt mit Multi-Signature-Wallets, verifiziertem Quellcode und On-Chain-Monitoring auf ungewöhnliche Aktivitäten.",
    },
  ],
  tech: [
    { name: "Solidity", use: "Smart Contracts für Ethereum und EVM-kompatible Chains" },
    { name: "Foundry", use: "Kompilieren, Fuzzing und Invariantentests von Contracts" },
    { name: "Hardhat", use: "Lokale Netzwerke, Skripte und Deployment-Tools" },
    { name: "OpenZeppelin", use: "Auditierte Contract-Bibliotheken und Upgrade-Proxys" },
    { name: "Slither", use: "Statische Analyse auf typische Schwachstellen in Contracts" },
    { name: "viem", use: "TypeScript-Client zum Lesen und Schreiben von Chain-Daten" },
    { name: "WalletConnect", use: "Anbindung mobiler und browserbasierter Wallets" },
    { name: "Hyperledger Fabric", use: "Permissioned Ledgers für Unternehmenskonsortien" },
    { name: "Safe", use: "Multi-Signature-Wallets für die Verwaltung von Contracts" },
  ],
  faqs: [
    {
      question: "Brauchen wir überhaupt eine Blockchain?",
      answer:
        "Oft nicht. Wenn eine Organisation die Daten kontrolliert und die anderen Parteien ihr vertrauen, ist eine konventionelle Datenbank mit Audit-Log einfacher und günstiger. Trifft das zu, sagen wir Ihnen das schon im ersten Workshop.",
    },
    {
      question: "Führen Sie das abschließende Sicherheitsaudit selbst durch?",
      answer:
        "Wir testen gründlich und führen interne Reviews durch, empfehlen für Contracts, die Werte verwalten, aber eine unabhängige Audit-Firma. Wir bereiten die Dokumentation vor und beheben die Befunde.",
    },
    {
      question: "Können Sie bei regulatorischen Anforderungen in den VAE oder der EU helfen?",
      answer:
        "Wir bauen technische Kontrollen wie Allow-Lists, Übertragungsbeschränkungen und Reporting und arbeiten mit Ihrer Rechtsberatung zusammen, die Sie zur Lizenzierung nach Regelwerken wie den VARA-Vorschriften in Dubai oder der MiCA-Verordnung der EU berät.",
    },
  ],
  related: ["product-development", "node", "quality-assurance"],
  cta: {
    title: "Sie fragen sich, ob Blockchain zu Ihrer Idee passt?",
    body: "Buchen Sie eine kurze Eignungsprüfung. Wir wägen Blockchain gegen einfachere Optionen ab und geben Ihnen eine klare Antwort.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
