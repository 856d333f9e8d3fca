import Analyzer
import Engine

/// The sizes the layout pass gives named images: what the asset catalogs under the paths say.
enum LayoutImageSizes {
    static func fromAssetCatalogs(under paths: [String]) -> [String: Size] {
        AssetCatalog.imageSizes(under: paths).mapValues { Size(width: $0.width, height: $0.height) }
    }
}
