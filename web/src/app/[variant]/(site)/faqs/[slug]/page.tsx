/**
 * /faqs/{slug}: the same article as /car-research/{slug} (article aliases). The metadata's canonical link
 * always names the /car-research path.
 */
export { default, generateMetadata, generateStaticParams } from '../../car-research/[slug]/page';
