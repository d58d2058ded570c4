/** Where and how to reach the bucket: read by open-storage.ts, used by s3-storage.ts and s3-errors.ts. */
export interface S3StorageConfig {
  /** Absent on AWS itself; the service's URL everywhere else (MinIO, R2, B2, Wasabi). */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Absent: the AWS SDK's own chain (IAM role, ~/.aws). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (MinIO-style endpoints) rather than in the host name. */
  forcePathStyle: boolean;
  /** A folder inside the bucket ('' or ending with '/'), for a bucket shared with other data. */
  prefix: string;
}
