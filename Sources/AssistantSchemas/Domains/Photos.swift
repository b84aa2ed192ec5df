import Phrasebook

extension AppSchema {
    /// Photos: the photo library, albums, and editing photos and videos.
    public static var photos: PhotosSchemas { PhotosSchemas.shared }
}

private let domain = SchemaDomain("photos", tier: .primary)

/// The photos domain's schemas: `.photos.openAlbum`, `.photos.asset`, ….
///
/// Apple documents `openAsset` and the `asset` entity (with its `assetType` cases); Phrasebook
/// defines the other parameters. Edits apply to the asset on screen unless one is named.
public struct PhotosSchemas: Sendable, SchemaCollection {
    static let shared = PhotosSchemas()

    /// Adds photos or videos to an album.
    public let addAssetsToAlbum = domain.intent(
        "addAssetsToAlbum", "Adds photos or videos to an album.",
        [.required("assets", .list(.schema("photos.asset"))), .required("album", .schema("photos.album"))],
        phrases: [
            "add (this|these|it|them|this photo|these photos) to [my|the] {album} album",
            "add {assets} to [my|the] {album} album",
            "add (this|these|it|them) to [the] album {album}",
            "put (this|these|it|them|this photo|these photos) in [my|the] {album} album",
            "put {assets} in [my|the] {album} album",
            "save (this|these|this photo|these photos) to [my|the] {album} album",
            "(include|file) (this|these) (photo|photos|picture|pictures) in [my|the] {album} album",
            "move (this|these) (photo|photos|picture|pictures) (to|into) [my|the] {album} album",
            "add (this|it|them) to an album",
        ])

    /// Removes distracting objects from a photo.
    public let cleanupPhoto = domain.intent(
        "cleanupPhoto", "Removes distracting objects from a photo.",
        [.optional("target", .schema("photos.asset")), .optional("object", .string)],
        examples: ["Remove the clutter."],
        phrases: [
            "(remove|clear|get rid of) the clutter [from (this|the) (photo|picture)]",
            "clean up (this|the) (photo|picture|image)",
            "(remove|erase|get rid of) the {object} (from|in) (this|the) (photo|picture|image)",
            "(remove|erase) the {object} in the background",
            "(remove|erase) the (background people|people in the background|distractions)",
            "(clean|tidy) (this|it) up",
            "use clean up on (this|the) (photo|picture)",
            "make (this|the) (photo|picture) less cluttered",
        ])

    /// Copies the edits of a photo, to paste them on others.
    public let copyEdits = domain.intent(
        "copyEdits", "Copies the edits of a photo, to paste them on others.",
        [.optional("source", .schema("photos.asset"))],
        phrases: [
            "copy [the|my|these] (edits|adjustments|changes)",
            "copy (the|my) edits (from|of) (this|the) (photo|picture)",
            "copy (the|my) (adjustments|changes|edits) (from|of) {source}",
            "copy (this|the) (look|style|edit)",
            "take (the|these) edits from (this|the) (photo|picture)",
            "grab (the|these) edits",
            "(save|remember) (these|the) edits for later",
            "copy the edits (on|of) (this|the) (photo|picture|video)",
        ])

    /// Creates an album, with photos when given.
    public let createAlbum = domain.intent(
        "createAlbum", "Creates an album, with photos when given.",
        [.required("title", .string), .optional("assets", .list(.schema("photos.asset")))],
        returns: .schema("photos.album"),
        phrases: [
            "(create|make|start) (a|an) [new] album (called|named|titled) {title}",
            "(create|make|start) (a|an) [new] album",
            "(create|make) (a|an) [new] {title} album",
            "(create|make) (a|an) [new] album (called|named) {title} with (this|these|this photo|these photos)",
            "(put|add|save) (this|these|these photos) (in|to|into) a new album (called|named) {title}",
            "new album {title}",
            "(create|make) an album (for|of) {title}",
            "start a [new] photo album (called|named|for) {title}",
            "group (these|these photos) into (a|an) [new] album (called|named) {title}",
        ])

    /// Saves new photos or videos handed over by the system into the library.
    public let createAssets = domain.intent(
        "createAssets", "Saves new photos or videos handed over by the system into the library.",
        [.required("files", .files), .optional("album", .schema("photos.album"))],
        returns: .list(.schema("photos.asset")),
        examples: ["Save these to my photos."],
        phrases: [
            "save (these|this|them|it) to my (photos|photo library|library|camera roll)",
            "save (these|this) (to|in) photos",
            "(add|import) (these|this|them|it) to my (photos|photo library|library|camera roll)",
            "save (this|these) (photo|photos|picture|pictures|image|images|video|videos) [to my (photos|photo library|library)]",
            "import (these|this|them) [into photos]",
            "(store|keep) (these|this|them|it) in my (photos|photo library|library|camera roll)",
            "put (these|this|them) in my (photos|photo library|camera roll)",
            "save (these|them) (to|in) photos (in|under) the {album} album",
        ])

    /// Crops a photo, to an aspect ratio when given.
    public let crop = domain.intent(
        "crop", "Crops a photo, to an aspect ratio when given.",
        [.optional("target", .schema("photos.asset")), .optional("aspectRatio", .string)],
        phrases: [
            "crop (this|the|it) [photo|picture|image]",
            "crop (this|the|it) [photo|picture|image] to {aspectRatio}",
            "crop (this|the) (photo|picture|image) (as|into) (a|an) {aspectRatio}",
            "crop {target} to {aspectRatio}",
            "crop (this|it) for {aspectRatio}",
            "(change|set) the aspect ratio [of (this|the) (photo|picture)] to {aspectRatio}",
            "trim the edges of (this|the) (photo|picture)",
            "(fix|adjust) the crop [of (this|the) (photo|picture)]",
        ])

    /// Deletes albums.
    public let deleteAlbum = domain.intent(
        "deleteAlbum", "Deletes albums.",
        [.required("entities", .list(.schema("photos.album")))],
        phrases: [
            "(delete|remove|trash|erase) [the|my] {entities} album",
            "(delete|remove) (this|that|the) album",
            "(delete|remove) [the] album (called|named) {entities}",
            "get rid of [the|my] {entities} album",
            "(delete|remove) (these|those|the) albums",
            "I (don't|do not) need [the|my] {entities} album anymore",
            "(delete|remove) all [of] my [empty] albums",
            "(delete|remove) the albums {entities}",
        ])

    /// Deletes photos or videos.
    public let deleteAssets = domain.intent(
        "deleteAssets", "Deletes photos or videos.",
        [.required("entities", .list(.schema("photos.asset")))],
        phrases: [
            "(delete|remove|trash) (this|these|that|those|it|them) [photo|photos|picture|pictures|video|videos|screenshot|screenshots]",
            "(delete|remove|trash) (the|my) {entities} (photos|pictures|videos|screenshots)",
            "(delete|remove|trash) (the|all) (photos|pictures|videos|screenshots) (of|from) {entities}",
            "(move|put) (this|these) (photo|photos|picture|pictures) (to|in) the trash",
            "(get rid of|throw away) (this|these|that|those) (photo|photos|picture|pictures|video|videos)",
            "(delete|erase) {entities}",
            "(delete|remove) the (last|latest|most recent) (photo|picture|video|screenshot) [I took]",
            "(clear|delete) all [of] [my] (screenshots|duplicates)",
        ])

    /// Makes copies of photos or videos.
    public let duplicateAssets = domain.intent(
        "duplicateAssets", "Makes copies of photos or videos.",
        [.required("entities", .list(.schema("photos.asset")))], returns: .list(.schema("photos.asset")),
        phrases: [
            "duplicate (this|these|that|it|them) [photo|photos|picture|pictures|video|videos]",
            "duplicate {entities}",
            "duplicate the (photo|picture|video) (of|from) {entities}",
            "(make|create) (a copy|copies|a duplicate) of (this|these|it|them) [photo|photos|picture|pictures]",
            "(make|create) (a copy|copies|a duplicate) of {entities}",
            "copy (this|these) (photo|photos|picture|pictures|video|videos)",
            "(clone|dupe) (this|these|it|them) [photo|photos|picture|pictures]",
            "(save|make) a second copy of (this|the) (photo|picture|video)",
        ])

    /// Opens a photo or video in the editor.
    public let editAsset = domain.intent(
        "editAsset", "Opens a photo or video in the editor.",
        [.required("target", .schema("photos.asset"))],
        phrases: [
            "edit (this|that|the|it) [photo|picture|video|image]",
            "edit {target}",
            "edit the (photo|picture|video) (of|from) {target}",
            "(open|start) (the|this) (editor|photo editor) [for (this|the) (photo|picture)]",
            "(start|begin) editing (this|the|it) [photo|picture|video]",
            "(open|bring up) (this|the) (photo|picture|video) in (edit mode|the editor)",
            "(let me|I want to) edit (this|the|it) [photo|picture|video]",
            "(touch up|retouch) (this|the|it) [photo|picture]",
            "go into edit mode",
        ])

    /// Opens an album.
    public let openAlbum = domain.intent(
        "openAlbum", "Opens an album.",
        [.required("target", .schema("photos.album"))],
        phrases: [
            "open [the|my] {target} album",
            "(show|show me) [the|my] {target} album",
            "open [the] album (called|named) {target}",
            "(go to|take me to|view) [the|my] {target} album",
            "(show|show me) (the|my) (photos|pictures) in [the|my] {target} album",
            "(open|show me) (the|my) (latest|most recent) album",
            "let me see [the|my] {target} album",
            "(browse|look at) [the|my] {target} album",
        ])

    /// Opens a photo or video; Apple now deprecates it.
    public let openAsset = domain.intent(
        "openAsset", "Opens a photo or video; Apple now deprecates it.",
        [.required("target", .schema("photos.asset"))], naming: .apple, deprecated: true,
        phrases: [
            "open (this|that|the) (photo|picture|video|image)",
            "open [the] (photo|picture|video) (of|from) {target}",
            "(show|show me) [the] (photo|picture|video) (of|from) {target}",
            "(show|show me|open) (my|the) (last|latest|most recent) (photo|picture|video|screenshot)",
            "(view|display) (this|that|the) (photo|picture|video) [of {target}]",
            "(pull up|bring up) (the|that) (photo|picture|video) (of|from) {target}",
            "(go to|take me to) (the|that) (photo|picture) (of|from) {target}",
            "let me see the (photo|picture|video) (of|from) {target}",
        ])

    /// Applies copied edits to photos.
    public let pasteEdits = domain.intent(
        "pasteEdits", "Applies copied edits to photos.",
        [.required("assets", .list(.schema("photos.asset")))],
        phrases: [
            "paste [the|my] (edits|adjustments|changes)",
            "paste [the|my] (edits|adjustments|changes) (on|onto|to) (this|these|it|them) [photo|photos|picture|pictures]",
            "paste [the] (edits|adjustments) (on|onto|to) {assets}",
            "apply (the|my|those) (copied|same) (edits|adjustments|changes) [to (this|these|it|them)]",
            "(use|apply) the same (edits|look|style) (on|to) (this|these) [photo|photos|picture|pictures]",
            "paste (the|that|this) (look|style)",
            "(do|make) the same (edits|changes) (to|on) (this|these|it) [photo|photos]",
            "paste (the|my) edits here",
        ])

    /// Posts photos to a shared album, with a comment when given.
    public let postToSharedAlbum = domain.intent(
        "postToSharedAlbum", "Posts photos to a shared album, with a comment when given.",
        [
            .required("assets", .list(.schema("photos.asset"))), .required("album", .schema("photos.album")),
            .optional("comment", .string),
        ],
        phrases: [
            "(post|share) (this|these|it|them|this photo|these photos) to [the|my] {album} shared album",
            "(post|share) (this|these|it|them) to [the|my] shared album {album}",
            "post (this|these|it|them) to [the|my] {album} [shared] album (with the comment|saying|and say) {comment}",
            "share (this|these|this photo|these photos) (in|on|with) [the|my] {album} [shared] album",
            "post {assets} to [the|my] {album} [shared] album",
            "(post|share) (this|these|it|them) to a shared album",
            "(send|upload) (this|these) to [the|my] {album} shared album",
            "post to [the|my] {album} [shared] album",
        ])

    /// Takes photos out of an album without deleting them.
    public let removeAssetsFromAlbum = domain.intent(
        "removeAssetsFromAlbum", "Takes photos out of an album without deleting them.",
        [.required("assets", .list(.schema("photos.asset"))), .required("album", .schema("photos.album"))],
        phrases: [
            "remove (this|these|it|them|this photo|these photos) from [the|my] {album} album",
            "remove {assets} from [the|my] {album} album",
            "(take|pull) (this|these|it|them) out of [the|my] {album} album",
            "(take|pull) {assets} out of [the|my] {album} album",
            "remove (this|these|it|them) from (this|the) album",
            "(delete|remove) (this|these|it|them) [photo|photos|picture|pictures] from [the] album {album}",
            "(don't|do not) (include|keep) (this|these|it|them) in [the|my] {album} album",
            "(exclude|drop) (this|these|it|them) from [the|my] {album} album",
        ])

    /// Sets the depth (aperture) of a portrait photo.
    public let setDepth = domain.intent(
        "setDepth", "Sets the depth (aperture) of a portrait photo.",
        [.optional("target", .schema("photos.asset")), .required("depth", .double)],
        phrases: [
            "set the depth [of (this|the) (photo|picture)] to {depth}",
            "(change|adjust) the depth [of field] to {depth}",
            "set the (f stop|aperture|f number) to {depth}",
            "(increase|decrease|raise|lower) the depth to {depth}",
            "depth {depth}",
            "set depth of field to {depth}",
            "(change|adjust) the (depth|aperture) (of|on|for) (this|the) (photo|picture|portrait) to {depth}",
            "(use|set) f {depth}",
        ])

    /// Sets the exposure of a photo.
    public let setExposure = domain.intent(
        "setExposure", "Sets the exposure of a photo.",
        [.optional("target", .schema("photos.asset")), .required("exposure", .double)],
        phrases: [
            "set the exposure [of (this|the) (photo|picture)] to {exposure}",
            "(change|adjust) the exposure to {exposure}",
            "(increase|decrease|raise|lower|bump) the exposure (to|by) {exposure}",
            "exposure {exposure}",
            "(set|change|adjust) (this|the) (photo's|picture's) exposure to {exposure}",
            "turn the exposure (up|down) to {exposure}",
            "put the exposure at {exposure}",
            "(brighten|darken) (this|the) (photo|picture) (to|by) {exposure}",
        ])

    /// Applies a filter effect to a photo.
    public let setFilter = domain.intent(
        "setFilter", "Applies a filter effect to a photo.",
        [.optional("target", .schema("photos.asset")), .required("filter", .schema("photos.filterType"))],
        examples: ["Apply the dramatic effect."],
        phrases: [
            "apply the {filter} (effect|filter)",
            "apply (a|the) {filter} (filter|effect) to (this|the) (photo|picture|image)",
            "(use|add|put) (a|the) {filter} (filter|effect) [on (this|the|it) [photo|picture]]",
            "(make|turn) (this|it|this photo|the photo) {filter}",
            "set the filter to {filter}",
            "(change|switch) the filter to {filter}",
            "{filter} filter",
            "add a filter",
        ])

    /// Rotates a photo.
    public let setRotation = domain.intent(
        "setRotation", "Rotates a photo.",
        [
            .optional("target", .schema("photos.asset")), .optional("direction", .schema("photos.rotationDirection")),
            .optional("angle", .int),
        ],
        phrases: [
            "rotate (this|the|it) [photo|picture|image]",
            "rotate (this|the|it) [photo|picture|image] {direction}",
            "rotate (this|the|it) [photo|picture|image] [by] {angle} degrees [{direction}]",
            "rotate (this|it|the photo) to the {direction}",
            "turn (this|the|it) [photo|picture|image] {direction}",
            "turn (this|it) {angle} degrees [{direction}]",
            "(set|change) the rotation to {angle} degrees",
            "rotate {direction}",
        ])

    /// Sets the saturation of a photo.
    public let setSaturation = domain.intent(
        "setSaturation", "Sets the saturation of a photo.",
        [.optional("target", .schema("photos.asset")), .required("saturation", .double)],
        phrases: [
            "set the saturation [of (this|the) (photo|picture)] to {saturation}",
            "(change|adjust) the saturation to {saturation}",
            "(increase|decrease|raise|lower|bump) the saturation (to|by) {saturation}",
            "saturation {saturation}",
            "(set|change|adjust) (this|the) (photo's|picture's) saturation to {saturation}",
            "turn the saturation (up|down) to {saturation}",
            "put the saturation at {saturation}",
            "set the (color|colour) saturation to {saturation}",
        ])

    /// Sets the warmth (color temperature) of a photo.
    public let setWarmth = domain.intent(
        "setWarmth", "Sets the warmth (color temperature) of a photo.",
        [.optional("target", .schema("photos.asset")), .required("warmth", .double)],
        examples: ["Apply a warmth value of negative fifty."],
        phrases: [
            "apply a warmth (value|level) of {warmth}",
            "set the warmth [of (this|the) (photo|picture)] to {warmth}",
            "(change|adjust) the warmth to {warmth}",
            "(increase|decrease|raise|lower|bump) the warmth (to|by) {warmth}",
            "warmth {warmth}",
            // "the temperature" alone is a thermostat's: a photo's is its color temperature.
            "(set|change) the (color|colour) temperature of (this|the) (photo|picture) to {warmth}",
            "(set|change) the white balance to {warmth}",
            "(set|change) the temperature of (this|the) (photo|picture) to {warmth}",
            "(set|change|adjust) (this|the) (photo's|picture's) warmth to {warmth}",
            "put the warmth at {warmth}",
            "turn the warmth (up|down) to {warmth}",
        ])

    /// Straightens a tilted photo.
    public let straighten = domain.intent(
        "straighten", "Straightens a tilted photo.",
        [.optional("target", .schema("photos.asset")), .optional("angle", .double)],
        phrases: [
            "straighten (this|the|it) [photo|picture|image|horizon]",
            "straighten (this|the|it) [photo|picture] by {angle} degrees",
            "straighten {target}",
            "(fix|level) the horizon [in (this|the) (photo|picture)]",
            "(make|get) the horizon (straight|level)",
            "(level|straighten) (this|it) out",
            "the (photo|picture|horizon) is (crooked|tilted)",
            "auto straighten (this|the|it) [photo]",
        ])

    /// Turns the depth (portrait) effect of a photo on or off; toggles it when no value is given.
    public let toggleDepth = domain.intent(
        "toggleDepth", "Turns the depth (portrait) effect of a photo on or off; toggles it when no value is given.",
        [.optional("target", .schema("photos.asset")), .optional("isEnabled", .bool)],
        phrases: [
            "turn {isEnabled} [the] (depth|depth effect|portrait mode|portrait effect) [for (this|the) (photo|picture)]",
            "turn [the] (depth effect|portrait mode|depth) {isEnabled}",
            "{isEnabled} [the] (depth effect|portrait mode|depth)",
            "switch [the] (depth effect|portrait mode) {isEnabled}",
            "toggle [the] (depth effect|depth|portrait mode)",
            "turn [the] (background blur|bokeh) {isEnabled}",
            "(turn|switch) {isEnabled} [the] background blur",
            "set [the] (depth effect|portrait mode) to {isEnabled}",
        ])

    /// Turns the suggested automatic edits of a photo on or off.
    public let toggleSuggestedEdits = domain.intent(
        "toggleSuggestedEdits", "Turns the suggested automatic edits of a photo on or off.",
        [.optional("target", .schema("photos.asset")), .optional("isEnabled", .bool)],
        examples: ["Enhance this photo."],
        phrases: [
            "enhance (this|the|it) [photo|picture|image|video]",
            "auto enhance (this|the|it) [photo|picture|image]",
            "(apply|use) [the] (suggested|automatic|auto) (edits|enhancements)",
            "turn {isEnabled} [the] (suggested edits|auto enhance|enhancements)",
            "turn (suggested edits|auto enhance) {isEnabled}",
            "{isEnabled} (suggested edits|auto enhance)",
            "(make|let) (this|the|it) [photo|picture] look better",
            "(improve|fix up) (this|the|it) [photo|picture]",
            "(undo|remove) [the] (enhancement|auto enhance|suggested edits)",
        ])

    /// Renames an album.
    public let updateAlbum = domain.intent(
        "updateAlbum", "Renames an album.",
        [.required("target", .schema("photos.album")), .optional("title", .string)],
        examples: ["Rename vacation 2024 to trip."],
        phrases: [
            "rename {target} to {title}",
            "rename [the|my] {target} album to {title}",
            "rename (this|the) album to {title}",
            "change the (name|title) of [the|my] {target} album to {title}",
            "(change|set) the album (name|title) to {title}",
            "(call|name) (this|the) album {title}",
            "(retitle|relabel) [the|my] {target} album [to|as] {title}",
            "(change|update) [the|my] {target} album",
        ])

    /// Favorites, hides or captions a photo.
    public let updateAsset = domain.intent(
        "updateAsset", "Favorites, hides or captions a photo.",
        [
            .optional("target", .schema("photos.asset")), .optional("isFavorite", .bool), .optional("isHidden", .bool),
            .optional("caption", .string),
        ],
        examples: ["Favorite this photo."],
        phrases: [
            "(favorite|favourite) (this|that|the|it) [photo|picture|video|image]".setting("isFavorite", to: true),
            "(unfavorite|un favorite|unfavourite) (this|that|it) [photo|picture|video|image]".setting(
                "isFavorite", to: false),
            "(add|mark) (this|that|it) [photo|picture|video|image] (to|as) [my|a] (favorites|favorite|favourites|favourite)"
                .setting("isFavorite", to: true),
            "(remove|take) (this|that|it) [photo|picture|video|image] (from|out of) [my] (favorites|favourites)"
                .setting("isFavorite", to: false),
            "(heart|like|love) (this|that|it) [photo|picture|image]".setting("isFavorite", to: true),
            "hide (this|that|it) [photo|picture|video|image]".setting("isHidden", to: true),
            "unhide (this|that|it) [photo|picture|video|image]".setting("isHidden", to: false),
            "(add|set) (a|the) caption [(to|on) (this|the) (photo|picture)] (saying|to) {caption}",
            "caption (this|it|the photo) {caption}",
        ])

    /// Names a person the library recognized in photos.
    public let updateRecognizedPerson = domain.intent(
        "updateRecognizedPerson", "Names a person the library recognized in photos.",
        [.required("target", .schema("photos.recognizedPerson")), .required("name", .string)],
        phrases: [
            "(name|label|tag) (this|that) (person|face) [as] {name}",
            "this person is {name}",
            "(that's|that is|this is) {name} in (this|the) (photo|picture)",
            "(rename|relabel) (this|that|the) (person|face) [{target}] (to|as) {name}",
            "(change|update) (this|that|the) person's name to {name}",
            "(tag|label) {target} as {name}",
            "(set|change|correct|fix) the name (of|for) (this|that|the) (person|face) to {name}",
            "call (this|that) (person|face) {name}",
        ])

    /// Finds photos and videos; Apple now deprecates it.
    public let search = domain.intent(
        "search", "Finds photos and videos; Apple now deprecates it.",
        [.required("criteria", .string)], deprecated: true,
        phrases: [
            "(search|look) for {criteria} in [my] photos",
            "search [my] photos for {criteria}",
            "(find|show me|show) (photos|pictures|videos) of {criteria}",
            "(find|show me) [my] (photos|pictures) from {criteria}",
            "(search|look) for {criteria} (photos|pictures)",
            "(find|show me) {criteria} (photos|pictures|videos)",
            "(pull up|bring up) (photos|pictures) of {criteria}",
            "(where are|where's) (my|the) (photos|pictures) (of|from) {criteria}",
            "(find|look for) the (photo|picture) (of|with) {criteria}",
        ])

    /// A photo album.
    public let album = domain.entity(
        "album", "A photo album.",
        [.required("id", .string), .required("title", .string), .optional("albumType", .schema("photos.albumType"))])

    /// A photo or video of the library.
    public let asset = domain.entity(
        "asset", "A photo or video of the library.",
        [
            .required("id", .int), .optional("creationDate", .date), .optional("location", .place),
            .optional("assetType", .schema("photos.assetType")), .required("isFavorite", .bool),
            .required("isHidden", .bool),
            .required("hasSuggestedEdits", .bool), .optional("aperture", .double), .optional("exposure", .double),
            .optional("saturation", .double), .optional("warmth", .double),
            .optional("filter", .schema("photos.filterType")),
            .optional("isPortraitModeEnabled", .bool),
        ],
        naming: .apple)

    /// A person the library recognizes in photos.
    public let recognizedPerson = domain.entity(
        "recognizedPerson", "A person the library recognizes in photos.",
        [.required("id", .string), .optional("name", .string)])

    /// What kind of album it is.
    public let albumType = domain.enumeration(
        "albumType", "What kind of album it is.", cases: ["regular", "shared", "smart"])
    /// Whether an asset is a photo or a video.
    public let assetType = domain.enumeration(
        "assetType", "Whether an asset is a photo or a video.", cases: ["photo", "video"], naming: .apple)
    /// A filter effect.
    public let filterType = domain.enumeration(
        "filterType", "A filter effect.",
        cases: [
            "none", "vivid", "vividWarm", "vividCool", "dramatic", "dramaticWarm", "dramaticCool", "mono", "silvertone",
            "noir",
        ])
    /// Which way to rotate.
    public let rotationDirection = domain.enumeration(
        "rotationDirection", "Which way to rotate.", cases: ["clockwise", "counterclockwise"])
}
