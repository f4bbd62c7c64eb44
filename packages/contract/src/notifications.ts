export const notificationTypes = ['photo_delivery', 'photo_movie_release', 'news'] as const;
export type NotificationType = (typeof notificationTypes)[number];
