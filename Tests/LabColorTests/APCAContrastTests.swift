import LabColor
import Testing

@Suite("APCAContrast")
struct APCAContrastTests {
  /// `#rgb` as `SRGB`.
  private func hex(_ text: String) -> SRGB {
    var values: [UInt8] = []
    for character in text {
      guard let digit = character.hexDigitValue else { continue }
      values.append(UInt8(digit * 17))
    }
    return SRGB(RGB8(red: values[0], green: values[1], blue: values[2]))
  }

  /// The test values of apca-w3 (Myndex/apca-w3, test/index.js, for 0.0.98G-4g): text
  /// color, background color, Lc.
  static let published: [(String, String, Double)] = [
    ("888", "fff", 63.056469930209424),
    ("fff", "888", -68.54146436644962),
    ("000", "aaa", 58.146262578561334),
    ("aaa", "000", -56.24113336839742),
    ("123", "def", 91.66830811481631),
    ("def", "123", -93.06770049484275),
    ("123", "444", 8.32326136957393),
    ("444", "123", -7.526878460278154),
  ]

  @Test(arguments: published)
  func lightnessContrastMatchesApcaW3(pair: (String, String, Double)) {
    let lc = APCAContrast.lightnessContrast(text: hex(pair.0), background: hex(pair.1))
    #expect(isClose(lc, pair.2, within: 1e-9), "\(pair.0) on \(pair.1): \(lc)")
  }

  @Test func polarityDecidesTheSign() {
    // The same algorithm evaluated in Python: black on white 106.04067321268862, white on
    // black −107.88473318309848.
    let black = hex("000")
    let white = hex("fff")
    #expect(
      isClose(
        APCAContrast.lightnessContrast(text: black, background: white), 106.04067321268862,
        within: 1e-9))
    #expect(
      isClose(
        APCAContrast.lightnessContrast(text: white, background: black), -107.88473318309848,
        within: 1e-9))
  }

  @Test func nearlyEqualLuminancesGiveZero() {
    let gray = hex("777")
    #expect(APCAContrast.lightnessContrast(text: gray, background: gray) == 0)
    // Below the low clip: #777 text on #888 scales to less than 0.1.
    #expect(APCAContrast.lightnessContrast(text: gray, background: hex("888")) == 0)
    #expect(APCAContrast.lightnessContrast(textLuminance: .nan, backgroundLuminance: 1) == 0)
    #expect(APCAContrast.lightnessContrast(textLuminance: 0, backgroundLuminance: 1.2) == 0)
  }

  @Test func screenLuminanceIsAPlainPowerOfTheClippedComponents() {
    // 0.2126729 + 0.7151522 + 0.0721750 = 1 for white; (0.5)^2.4 = 0.18946457081379978 for
    // each component of a gray of 0.5.
    #expect(isClose(APCAContrast.screenLuminance(hex("fff")), 1.0000001, within: 1e-15))
    #expect(
      isClose(
        APCAContrast.screenLuminance(SRGB(red: 0.5, green: 0.5, blue: 0.5)),
        0.18946457081379978 * 1.0000001, within: 1e-15))
    #expect(
      APCAContrast.screenLuminance(SRGB(red: 1.5, green: -1, blue: 0))
        == APCAContrast.screenLuminance(SRGB(red: 1, green: 0, blue: 0)))
  }
}
