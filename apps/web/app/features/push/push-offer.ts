import { useEffect, useState } from 'react';
import { storedPushOfferDismissed, storedPushOfferVisits } from '~/features/session/client-storage';

/** From the second visit that shows photos: the family has seen what a notice would bring. */
export const offerFromVisit = 2;

/**
 * Whether the timeline offers push now (decision 0081). Never on a first load: each visit whose
 * timeline shows photos is counted on the device, and the card comes from the second one, once,
 * until closed. Small and without the card itself, which loads only when offered.
 */
export function usePushOffer(photosShown: boolean) {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!photosShown || storedPushOfferDismissed.read() === true) return;
    const visits = (storedPushOfferVisits.read() ?? 0) + 1;
    storedPushOfferVisits.write(Math.min(visits, offerFromVisit));
    setOffered(visits >= offerFromVisit);
  }, [photosShown]);
  const dismiss = () => {
    storedPushOfferDismissed.write(true);
    setOffered(false);
  };
  return { offered, dismiss };
}
