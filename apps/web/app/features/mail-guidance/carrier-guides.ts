// The carriers' guides live in the domain, where the mails read them too (issue 44).
export { type CarrierGuide, carrierGuides } from '@hibi/domain';
