/** Where an S3-compatible bucket is and how to reach it (the S3_* variables). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: MinIO, Ceph and s3rver want it. */
  forcePathStyle: boolean;
}
