extension KeyframeTrack {
    /// The time each keyframe ends, in order: where plots mark keyframes.
    public var keyframeTimes: [Double] { ends }
}
