// The photos feature's public surface: the visit log lists photos with its entries through these,
// and the house manual re-encodes, takes and serves its own photos with the same rules.
export { type ProcessedPhoto, processPhoto } from './photo-image';
export { photosOfVisits, photoUrl, thumbnailUrl } from './photo-service';
export {
  isCurrentPhoto,
  photoResponses,
  readPhotoUpload,
  receivePhoto,
  servePhoto,
  withPhotoUploads,
} from './photo-upload';
export { photoRoutes } from './routes';
