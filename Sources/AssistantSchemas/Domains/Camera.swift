import Phrasebook

extension AppSchema {
    /// Camera: opening the camera in a mode, choosing a lens, and capturing photos and video.
    public static var camera: CameraSchemas { CameraSchemas.shared }
}

private let domain = SchemaDomain("camera", tier: .primary)

/// The camera domain's schemas: `.camera.openInCaptureMode`, `.camera.captureMode`, ….
///
/// Apple documents no parameters or cases for this domain; Phrasebook's follow the example requests.
public struct CameraSchemas: Sendable, SchemaCollection {
    static let shared = CameraSchemas()

    /// Opens the camera, ready to capture in a mode such as photo or video.
    public let openInCaptureMode = domain.intent(
        "openInCaptureMode", "Opens the camera, ready to capture in a mode such as photo or video.",
        [.optional("mode", .schema("camera.captureMode"))],
        examples: ["Open the camera.", "Take a photo."],
        phrases: [
            "(open|launch|start|show) [the] camera",
            "take a {mode}",
            "take (a|some) (picture|pictures|photos)",
            "open the camera in {mode} mode",
            "(open|switch to|go to) [the] {mode} (mode|camera)",
            "(I want to|let me) take a {mode}",
            "(open|start) [the] camera (for|to take) (a|an) {mode}",
            "snap a {mode}",
        ])

    /// Chooses the lens or camera to capture with, such as front or back.
    public let setDevice = domain.intent(
        "setDevice", "Chooses the lens or camera to capture with, such as front or back.",
        [.required("device", .schema("camera.captureDevice"))],
        phrases: [
            "(use|switch to|select|choose) the {device} camera",
            "(use|switch to) [the] {device} (lens|camera)",
            "set the camera to [the] {device} [camera|lens]",
            "change [the] camera to [the] {device} [camera|lens]",
            "(open|start) the {device} camera",
            "set the (camera|lens) (device|lens) to {device}",
            "(go|switch) to the {device} lens",
            "I want to use the {device} camera",
        ])

    /// Starts capturing: takes the photo or starts recording.
    public let startCapture = domain.intent(
        "startCapture", "Starts capturing: takes the photo or starts recording.",
        [
            .optional("mode", .schema("camera.captureMode")),
            .optional("timerDuration", .schema("camera.captureDuration")),
            .optional("device", .schema("camera.captureDevice")),
        ],
        examples: ["Record a video."],
        phrases: [
            "(record|film|shoot|capture) (a|an) {mode}",
            "start (recording|filming|capturing)",
            "(start|begin) (recording|filming) [a] {mode}",
            "start [a] {mode} (recording|capture)",
            "(take|start) (a|the) {mode} with a {timerDuration} timer",
            "(record|take) a {mode} (with|using) the {device} camera",
            "(press|hit|tap) the shutter [button]",
            "(take|snap|capture) (the|it) (photo|picture|shot) [now]",
            "(take|snap) (a|some) (selfie|selfies)".setting("device", to: "front").setting("mode", to: "photo"),
        ])

    /// Stops recording.
    public let stopCapture = domain.intent(
        "stopCapture", "Stops recording.",
        phrases: [
            "stop (recording|filming|capturing)",
            "stop (the|this) (video|recording|capture) [now]",
            "(end|finish) (the|this) (recording|video|capture)",
            "(end|stop) (video|slow motion|time lapse) (recording|capture)",
            "(I'm|we're) done (recording|filming)",
            "(turn off|stop) the (recording|video camera)",
            "that's enough recording",
            "cut",
        ])

    /// Flips between the front and back cameras.
    public let switchDevice = domain.intent(
        "switchDevice", "Flips between the front and back cameras.",
        examples: ["Flip the camera."],
        phrases: [
            "(flip|switch|turn|rotate|swap) [the] camera [around]",
            "switch (cameras|camera sides)",
            "(use|switch to) the other camera",
            "(flip|switch|swap) (the view|the lens|lenses)",
            "(go to|switch to) selfie (mode|camera)",
            "(face|point) the camera (at me|the other way)",
            "(swap|toggle) [between] [the] (front and back|cameras)",
            "change (cameras|the camera direction)",
        ])

    /// A camera or lens to capture with.
    public let captureDevice = domain.enumeration(
        "captureDevice", "A camera or lens to capture with.", cases: ["front", "back", "ultraWide", "telephoto"])
    /// A self-timer delay before capturing.
    public let captureDuration = domain.enumeration(
        "captureDuration", "A self-timer delay before capturing.", cases: ["off", "threeSeconds", "tenSeconds"])
    /// What the camera captures.
    public let captureMode = domain.enumeration(
        "captureMode", "What the camera captures.",
        cases: ["photo", "video", "portrait", "panorama", "slowMotion", "timeLapse", "cinematic"])
}
