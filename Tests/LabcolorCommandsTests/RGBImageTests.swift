import LabColor
import Testing

@testable import LabcolorCommands

@Suite struct RGBImageTests {
  @Test func pixelsAreRowsFromTheTop() {
    var image = RGBImage(width: 3, height: 2, filledWith: RGB8(red: 9, green: 8, blue: 7))
    #expect(image.bytes.count == 18)
    image[2, 1] = RGB8(red: 1, green: 2, blue: 3)
    #expect(Array(image.bytes[15..<18]) == [1, 2, 3])
    #expect(image[2, 1] == RGB8(red: 1, green: 2, blue: 3))
    #expect(image[0, 0] == RGB8(red: 9, green: 8, blue: 7))
    #expect(
      image.contains(x: 2, y: 1) && !image.contains(x: 3, y: 0) && !image.contains(x: 0, y: -1))
    #expect(
      RGBImage(width: -1, height: 5, filledWith: RGB8(red: 0, green: 0, blue: 0)).bytes.isEmpty)
  }
}
