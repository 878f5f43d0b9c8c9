import AnimDBEngine

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// iOS control metrics at the default control size and Dynamic Type size, light mode. Each number says where it
/// comes from; docs/layout.md lists which are measured and which are approximations.
enum ControlMetrics {
    /// The accent colour (`Color.accentColor`, the tint): system blue unless the app sets one.
    static let accent = Color.blue

    /// A bordered button's label inset: UIKit's default `UIButton.Configuration.contentInsets` for the medium
    /// size, (7, 12, 7, 12) (Apple Developer Forums thread 733541, answered by a UIKit engineer), which
    /// `.bordered` and `.borderedProminent` share at the regular control size.
    static let buttonInsets = EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// The automatic border shape's corner radius on iOS 15–18 (a continuous rounded rectangle). Approximate.
    static let buttonCornerRadius = 8.0
    /// `.bordered`'s fill without a tint: a translucent grey (`UIColor.tertiarySystemFill`, 118, 118, 128 at 12 %).
    static let borderedFill = Color(red: 0.463, green: 0.463, blue: 0.502, opacity: 0.12)
    /// `.bordered`'s fill with a tint: the tint at this opacity. Approximate.
    static let tintedFillOpacity = 0.15

    /// `UISwitch`'s fixed size, 51 × 31, its thumb inset 2 from the track.
    static let switchSize = Size(width: 51, height: 31)
    static let switchThumbInset = 2.0
    /// The switch's "on" track (`systemGreen`) and "off" track (`UIColor.secondarySystemFill`, 120, 120, 128 at
    /// 16 %).
    static let switchOnTrack = Color.green
    static let switchOffTrack = Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.16)
    /// The least room between a toggle's label and its switch: the default `Spacer` between them in the switch
    /// style's `HStack` (the default spacing, 8).
    static let toggleGap = 8.0

    /// `UISlider`'s height: 34 points (its frame height measured on iOS 8.1, markmeretzky.com/swift/slider; the
    /// design has not changed since). Its width is flexible, 0 ideally.
    static let sliderHeight = 34.0
    /// The track: 4 points thick, capsule ends; the thumb a 28-point white circle. Approximate.
    static let sliderTrackHeight = 4.0
    static let sliderThumbDiameter = 28.0
    static let sliderMaximumTrack = Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.2)
    static let sliderThumbBorder = Color(red: 0, green: 0, blue: 0, opacity: 0.12)

    /// A rounded-border text field: 7-point text inset and 6 points above and below the line (34 points tall
    /// with `.body`), a 5-point circular corner, a hairline light grey border, a grey placeholder
    /// (`UIColor.placeholderText`, 60, 60, 67 at 30 %): the values `SceneBuilder` draws a field with.
    static let fieldInset = 7.0
    static let fieldVerticalInset = 6.0
    static let fieldCornerRadius = 5.0
    static let fieldBorder = Color(red: 0.8, green: 0.8, blue: 0.8)
    static let placeholder = Color(red: 0.235, green: 0.235, blue: 0.263, opacity: 0.3)
}

/// The large-title navigation bar of a `NavigationStack` whose content sets a `navigationTitle`.
enum NavigationMetrics {
    /// `UINavigationBar`'s standard height (44) and the large title's extra 52: the 96-point bar of iOS 11 and
    /// later in portrait on iPhone. Without a title the bar is the standard 44.
    static let standardBarHeight = 44.0
    static let largeTitleBarHeight = 96.0
    /// The title: `.largeTitle` bold, one line, at the layout margin (16 points; 20 on screens 414 points wide and
    /// wider), its line 8 points above the bar's bottom. The placement within the bar is approximate.
    static let titleFont = Font.largeTitle.bold()
    static let titleBottomMargin = 8.0

    static func titleInset(width: Double) -> Double { width >= 414 ? 20 : 16 }
}
