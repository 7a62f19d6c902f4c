import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct SliceImageTests {
  @Test func grayOutsideBlackAtTheBoundaryAndColorsInside() {
    let image = SliceImage(
      plane: SlicePlane(section: .lightness(50), size: 64, range: 128), white: .d65
    ).render()
    // The centre (a*, b* = ±2) is nearly neutral: its own color, as computed independently.
    let (r, g, b) = ReferenceSRGB.components(l: 50, a: 2, b: -2)
    #expect(image[32, 32] == RGB8(SRGB(red: r, green: g, blue: b)))
    #expect(image[20, 8] == SliceImage.gray)
    // Along the middle row, from the left: gray, then one black pixel, then colors.
    let row = (0..<32).map { image[$0, 32] }
    let firstColor = row.firstIndex { $0 != SliceImage.gray && $0 != SliceImage.boundary } ?? 0
    #expect(row[firstColor - 1] == SliceImage.boundary)
    #expect(row[3..<(firstColor - 1)].allSatisfy { $0 == SliceImage.gray })
  }

  @Test func sizesOfTicksAndRings() {
    let small = SliceImage(plane: SlicePlane(section: .hue(0), size: 32, range: 100), white: .d65)
    #expect(small.tickLength == 2 && small.ringRadius == 3)
    let large = SliceImage(plane: SlicePlane(section: .hue(0), size: 1024, range: 100), white: .d65)
    #expect(large.tickLength == 16 && large.ringRadius == 16)
  }

  @Test func ticksStandOutFromWhatIsUnderThem() {
    let image = SliceImage(
      plane: SlicePlane(section: .lightness(95), size: 64, range: 10), white: .d65
    ).render()
    // L* 95, a* and b* within ±10: all in gamut and light, so the ticks are black. Tick at
    // 0 is column 32; −10 and 10 are not multiples of 20 … but 0 is.
    #expect(image[32, 0] == RGB8(red: 0, green: 0, blue: 0))
    #expect(image[32, 1] == RGB8(red: 0, green: 0, blue: 0))
    #expect(image[32, 2] != RGB8(red: 0, green: 0, blue: 0))
    let dark = SliceImage(
      plane: SlicePlane(section: .lightness(5), size: 64, range: 10), white: .d65
    ).render()
    #expect(dark[32, 63] == RGB8(red: 255, green: 255, blue: 255))
  }

  /// Where ticks of both axes meet, the pixel is marked once, from what is under it: with
  /// ±100 the ticks at a* −100 (column 0) and b* 100 (row 0) share the top left corner,
  /// the out-of-gamut gray #808080 (relative luminance 0.2159, light), so it is black.
  @Test func ticksThatMeetMarkTheirCornerOnce() {
    let image = SliceImage(
      plane: SlicePlane(section: .lightness(50), size: 128, range: 100), white: .d65
    ).render()
    let black = RGB8(red: 0, green: 0, blue: 0)
    for (x, y) in [(0, 0), (0, 1), (1, 0), (127, 0), (0, 127), (127, 127)] {
      #expect(image[x, y] == black, "(\(x), \(y))")
    }
    #expect(image[2, 2] == SliceImage.gray)
  }

  /// A picture too small for ticks shows its colors alone: at 3 × 3 pixels the centre is
  /// the gray of L* 60, #919191 (Y = ((60 + 16) / 116)³ = 0.28124, encoded 0.5681 → 145),
  /// where a tick used to paint it white; its four neighbours (a* or b* ±85, outside sRGB)
  /// are the boundary, the corners the out-of-gamut gray.
  @Test func aPictureTooSmallForTicksHasNone() {
    let tiny = SliceImage(
      plane: SlicePlane(section: .lightness(60), size: 3, range: 128), white: .d65)
    #expect(!tiny.drawsTicks)
    let image = tiny.render()
    #expect(image[1, 1] == RGB8(red: 0x91, green: 0x91, blue: 0x91))
    for (x, y) in [(1, 0), (0, 1), (2, 1), (1, 2)] { #expect(image[x, y] == SliceImage.boundary) }
    for (x, y) in [(0, 0), (2, 0), (0, 2), (2, 2)] { #expect(image[x, y] == SliceImage.gray) }
    // Ticks 20 units apart need 4 pixels between them: 64 pixels for ±128 draws them (5),
    // 32 does not (2.5), nor 64 pixels for ±200 (3.2).
    #expect(
      SliceImage(plane: SlicePlane(section: .lightness(60), size: 64, range: 128), white: .d65)
        .drawsTicks)
    #expect(
      !SliceImage(plane: SlicePlane(section: .lightness(60), size: 32, range: 128), white: .d65)
        .drawsTicks)
    #expect(
      !SliceImage(plane: SlicePlane(section: .lightness(60), size: 64, range: 200), white: .d65)
        .drawsTicks)
  }

  @Test func marksOutsideTheImageAreLeftOut() {
    let plane = SlicePlane(section: .lightness(50), size: 32, range: 50)
    let plain = SliceImage(plane: plane, white: .d65).render()
    let marked = SliceImage(plane: plane, white: .d65).render(marks: [
      Lab(l: 50, a: 500, b: 0), Lab(l: 50, a: .nan, b: 0), Lab(l: 50, a: -1e308, b: 1e308),
    ])
    #expect(marked == plain)
  }

  @Test func theGamutAndTheEncodingAreChosenApart() {
    let plane = SlicePlane(section: .lightness(60), size: 128, range: 128)
    // ColorAide (see SliceCommandTests): a* 13, b* 85 is in P3 at 184 136 7, in sRGB
    // clipped to 193 134 0.
    let p3 = SliceImage(plane: plane, white: .d65, gamut: .displayP3).render()
    #expect(p3[70, 21] == RGB8(red: 184, green: 136, blue: 7))
    let shown = SliceImage(plane: plane, white: .d65, gamut: .displayP3, encoding: .srgb).render()
    #expect(shown[70, 21] == RGB8(red: 193, green: 134, blue: 0))
    #expect(SliceImage(plane: plane, white: .d65).render()[70, 21] == SliceImage.gray)
  }
}
