"""MediaStore's columns, collections and file types on Android 13 (data for ``media.py``).

Sources (AOSP ``packages/providers/MediaProvider``):

* ``files`` table: ``DatabaseHelper.createLatestSchema`` (``CREATE TABLE files (...)``),
  without the columns added after Android 13 (``oem_metadata``, ``inferred_media_date``,
  ``bits_per_sample``, ``samplerate``, ``inferred_date``) [cut inferred from the flags
  that guard them];
* default projections: ``ProjectionHelper.getProjectionMap(Class)`` puts ``_id`` and every
  ``@Column`` field of the collection's class (``MediaStore.java``: ``MediaColumns`` plus
  ``ImageColumns`` / ``AudioColumns`` / ``VideoColumns`` / ``DownloadColumns`` /
  ``Files.FileColumns``) into an ``android.util.ArrayMap``, so a query without
  ``--projection`` prints them in ArrayMap order (``javamaps.arraymap_order``);
* media types: ``MediaStore.Files.FileColumns.MEDIA_TYPE_*`` and
  ``MimeUtils.resolveMediaType``; MTP format codes: ``MtpConstants.FORMAT_*`` as
  ``MediaFile.getFormatCode`` maps them;
* MIME types by extension: Android's ``mime.types`` (libcore ``MimeMap``) for the
  extensions listed here [inferred: the table is a subset written from memory of that
  file; anything else is ``application/octet-stream``].
"""

from __future__ import annotations

from venus_tasks.sim.providers.javamaps import arraymap_order

# CREATE TABLE files (...) column order (Android 13 subset), with SQLite types
FILES_TABLE = (
    ("_id", "INTEGER PRIMARY KEY AUTOINCREMENT"), ("_data", "TEXT UNIQUE COLLATE NOCASE"),
    ("_size", "INTEGER"), ("format", "INTEGER"), ("parent", "INTEGER"),
    ("date_added", "INTEGER"), ("date_modified", "INTEGER"), ("mime_type", "TEXT"),
    ("title", "TEXT"), ("description", "TEXT"), ("_display_name", "TEXT"), ("picasa_id", "TEXT"),
    ("orientation", "INTEGER"), ("latitude", "DOUBLE"), ("longitude", "DOUBLE"),
    ("datetaken", "INTEGER"), ("mini_thumb_magic", "INTEGER"), ("bucket_id", "TEXT"),
    ("bucket_display_name", "TEXT"), ("isprivate", "INTEGER"), ("title_key", "TEXT"),
    ("artist_id", "INTEGER"), ("album_id", "INTEGER"), ("composer", "TEXT"), ("track", "INTEGER"),
    ("year", "INTEGER CHECK(year!=0)"), ("is_ringtone", "INTEGER"), ("is_music", "INTEGER"),
    ("is_alarm", "INTEGER"), ("is_notification", "INTEGER"), ("is_podcast", "INTEGER"),
    ("album_artist", "TEXT"), ("duration", "INTEGER"), ("bookmark", "INTEGER"), ("artist", "TEXT"),
    ("album", "TEXT"), ("resolution", "TEXT"), ("tags", "TEXT"), ("category", "TEXT"),
    ("language", "TEXT"), ("mini_thumb_data", "TEXT"), ("name", "TEXT"), ("media_type", "INTEGER"),
    ("old_id", "INTEGER"), ("is_drm", "INTEGER"), ("width", "INTEGER"), ("height", "INTEGER"),
    ("title_resource_uri", "TEXT"), ("owner_package_name", "TEXT DEFAULT NULL"),
    ("color_standard", "INTEGER"), ("color_transfer", "INTEGER"), ("color_range", "INTEGER"),
    ("_hash", "BLOB DEFAULT NULL"), ("is_pending", "INTEGER DEFAULT 0"),
    ("is_download", "INTEGER DEFAULT 0"), ("download_uri", "TEXT DEFAULT NULL"),
    ("referer_uri", "TEXT DEFAULT NULL"), ("is_audiobook", "INTEGER DEFAULT 0"),
    ("date_expires", "INTEGER DEFAULT NULL"), ("is_trashed", "INTEGER DEFAULT 0"),
    ("group_id", "INTEGER DEFAULT NULL"), ("primary_directory", "TEXT DEFAULT NULL"),
    ("secondary_directory", "TEXT DEFAULT NULL"), ("document_id", "TEXT DEFAULT NULL"),
    ("instance_id", "TEXT DEFAULT NULL"), ("original_document_id", "TEXT DEFAULT NULL"),
    ("relative_path", "TEXT DEFAULT NULL"), ("volume_name", "TEXT DEFAULT NULL"),
    ("artist_key", "TEXT DEFAULT NULL"), ("album_key", "TEXT DEFAULT NULL"),
    ("genre", "TEXT DEFAULT NULL"), ("genre_key", "TEXT DEFAULT NULL"), ("genre_id", "INTEGER"),
    ("author", "TEXT DEFAULT NULL"), ("bitrate", "INTEGER DEFAULT NULL"),
    ("capture_framerate", "REAL DEFAULT NULL"), ("cd_track_number", "TEXT DEFAULT NULL"),
    ("compilation", "INTEGER DEFAULT NULL"), ("disc_number", "TEXT DEFAULT NULL"),
    ("is_favorite", "INTEGER DEFAULT 0"), ("num_tracks", "INTEGER DEFAULT NULL"),
    ("writer", "TEXT DEFAULT NULL"), ("exposure_time", "TEXT DEFAULT NULL"),
    ("f_number", "TEXT DEFAULT NULL"), ("iso", "INTEGER DEFAULT NULL"),
    ("scene_capture_type", "INTEGER DEFAULT NULL"), ("generation_added", "INTEGER DEFAULT 0"),
    ("generation_modified", "INTEGER DEFAULT 0"), ("xmp", "BLOB DEFAULT NULL"),
    ("_transcode_status", "INTEGER DEFAULT 0"), ("_video_codec_type", "TEXT DEFAULT NULL"),
    ("_modifier", "INTEGER DEFAULT 0"), ("is_recording", "INTEGER DEFAULT 0"),
    ("redacted_uri_id", "TEXT DEFAULT NULL"), ("_user_id", "INTEGER DEFAULT 0"),
    ("_special_format", "INTEGER DEFAULT NULL"),
)

# @Column fields of MediaStore.MediaColumns (Android 13: no inferred_date, oem_metadata)
_MEDIA = ("_data", "_size", "_display_name", "date_added", "date_modified", "datetaken",
          "mime_type", "is_drm", "is_pending", "is_trashed", "date_expires", "width", "height",
          "resolution", "owner_package_name", "volume_name", "relative_path", "bucket_id",
          "bucket_display_name", "group_id", "document_id", "instance_id",
          "original_document_id", "orientation", "is_favorite", "is_download",
          "generation_added", "generation_modified", "xmp", "cd_track_number", "album",
          "artist", "author", "composer", "genre", "title", "year", "duration", "num_tracks",
          "writer", "album_artist", "disc_number", "compilation", "bitrate",
          "capture_framerate")
_FILE = ("format", "parent", "mime_type", "media_type")
_IMAGE = ("picasa_id", "isprivate", "latitude", "longitude", "mini_thumb_magic", "description",
          "exposure_time", "f_number", "iso", "scene_capture_type")
_AUDIO = ("title_key", "bookmark", "artist_id", "album_artist", "artist_key", "album_id",
          "album_key", "track", "year", "is_music", "is_podcast", "is_ringtone", "is_alarm",
          "is_notification", "is_audiobook", "is_recording", "genre_id", "genre", "genre_key",
          "title_resource_uri")
_VIDEO = ("description", "isprivate", "tags", "category", "language", "latitude", "longitude",
          "mini_thumb_magic", "bookmark", "color_standard", "color_transfer", "color_range")
_DOWNLOAD = ("download_uri", "referer_uri", "description")

MEDIA_TYPE_NONE, MEDIA_TYPE_IMAGE, MEDIA_TYPE_AUDIO, MEDIA_TYPE_VIDEO = 0, 1, 2, 3
MEDIA_TYPE_PLAYLIST, MEDIA_TYPE_SUBTITLE, MEDIA_TYPE_DOCUMENT = 4, 5, 6

# collection path (after the volume) -> (projection map keys in ArrayMap order, SQL filter)
COLLECTIONS: dict[tuple[str, ...], tuple[list[str], str | None]] = {
    ("file",): (arraymap_order(("_id", *_MEDIA, *_FILE)), None),
    ("images", "media"): (arraymap_order(("_id", *_MEDIA, *_IMAGE)), "media_type=1"),
    ("audio", "media"): (arraymap_order(("_id", *_MEDIA, *_AUDIO)), "media_type=2"),
    ("video", "media"): (arraymap_order(("_id", *_MEDIA, *_VIDEO)), "media_type=3"),
    ("downloads",): (arraymap_order(("_id", *_MEDIA, *_DOWNLOAD)), "is_download=1"),
}

# extension -> MIME type (Android mime.types subset)
MIME_BY_EXTENSION = {
    "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif",
    "webp": "image/webp", "bmp": "image/x-ms-bmp", "heic": "image/heic", "heif": "image/heif",
    "mp3": "audio/mpeg", "m4a": "audio/mp4", "wav": "audio/x-wav", "ogg": "audio/ogg",
    "flac": "audio/flac", "aac": "audio/aac", "amr": "audio/amr", "opus": "audio/ogg",
    "mid": "audio/midi", "m3u": "audio/x-mpegurl", "pls": "audio/x-scpls",
    "mp4": "video/mp4", "3gp": "video/3gpp", "mkv": "video/x-matroska", "webm": "video/webm",
    "avi": "video/avi", "mov": "video/quicktime", "ts": "video/mp2ts",
    "txt": "text/plain", "md": "text/markdown", "html": "text/html", "htm": "text/html",
    "csv": "text/comma-separated-values", "xml": "text/xml", "ics": "text/calendar",
    "vcf": "text/x-vcard", "vtt": "text/vtt", "srt": "application/x-subrip",
    "pdf": "application/pdf", "json": "application/json", "zip": "application/zip",
    "doc": "application/msword", "rtf": "application/rtf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "apk": "application/vnd.android.package-archive",
}
_PLAYLIST_MIMES = {"audio/x-mpegurl", "audio/mpegurl", "application/vnd.apple.mpegurl",
                   "audio/x-scpls", "application/vnd.ms-wpl"}
_SUBTITLE_MIMES = {"application/x-subrip", "text/vtt", "application/ttml+xml", "text/x-ssa"}
_DOCUMENT_MIMES = {"application/pdf", "application/msword", "application/rtf",
                   "application/vnd.oasis.opendocument.text"}

# MtpConstants format codes (MediaFile.getFormatCode); FORMAT_UNDEFINED for the rest
FORMAT_UNDEFINED, FORMAT_ASSOCIATION = 0x3000, 0x3001
_FORMATS = {"image/jpeg": 0x3801, "image/gif": 0x3807, "image/png": 0x380B,
            "image/x-ms-bmp": 0x3804, "audio/mpeg": 0x3009, "audio/x-wav": 0x3008,
            "audio/ogg": 0xB902, "audio/aac": 0xB903, "audio/flac": 0xB906, "video/mp4": 0xB982,
            "video/3gpp": 0xB984, "text/plain": 0x3004, "text/html": 0x3005,
            "audio/x-mpegurl": 0xBA11}


def mime_type(name: str) -> str:
    """MIME type of a file name by its extension (``MimeUtils.resolveMimeType``)."""
    ext = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    return MIME_BY_EXTENSION.get(ext, "application/octet-stream")


def media_type(mime: str | None) -> int:
    """``MimeUtils.resolveMediaType``: 1 image, 2 audio, 3 video, 4 playlist, 5 subtitle,
    6 document (``text/*``, PDF, office formats), else 0."""
    if not mime:
        return MEDIA_TYPE_NONE
    if mime in _PLAYLIST_MIMES:
        return MEDIA_TYPE_PLAYLIST
    if mime in _SUBTITLE_MIMES:
        return MEDIA_TYPE_SUBTITLE
    top = mime.split("/", 1)[0]
    if top == "image":
        return MEDIA_TYPE_IMAGE
    if top == "audio":
        return MEDIA_TYPE_AUDIO
    if top == "video":
        return MEDIA_TYPE_VIDEO
    if (top == "text" or mime in _DOCUMENT_MIMES or mime.startswith("application/vnd.ms-")
            or mime.startswith("application/vnd.openxmlformats-officedocument")):
        return MEDIA_TYPE_DOCUMENT
    return MEDIA_TYPE_NONE


def format_code(mime: str | None, is_dir: bool = False) -> int:
    """The MTP ``format`` column: ``FORMAT_ASSOCIATION`` (12289) for a folder."""
    if is_dir:
        return FORMAT_ASSOCIATION
    return _FORMATS.get(mime or "", FORMAT_UNDEFINED)
