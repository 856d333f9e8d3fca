import SwiftUI
import CoreLocation

// MARK: - Model

struct City: Identifiable, Hashable {
    let id: String
    var name: String
    var backgroundAsset: String
    var coordinate: CLLocationCoordinate2D

    static func == (lhs: City, rhs: City) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct ForecastDay: Identifiable {
    let id = UUID()
    var date: Date
    var high: Double
    var low: Double
    var symbol: String
}

struct HourlyReading: Identifiable {
    var id: Date { date }
    var date: Date
    var temperature: Double
}

struct WeatherMetric: Identifiable {
    let id: String
    var title: String
    var value: String
    var isSevere: Bool
}

enum WeatherService {
    static func forecast(for city: City) async -> [ForecastDay] { [] }
    static func hourly(for city: City) async -> [HourlyReading] { [] }
    static func metrics(for city: City) async -> [WeatherMetric] { [] }
}

@MainActor
final class DashboardModel: ObservableObject {
    @Published var cities: [City] = []
    @Published var currentPlaceName: String?
    @Published var isLoading = true
    private var locationTask: Task<Void, Never>?

    func startLocationUpdates() {
        guard locationTask == nil else { return }
        locationTask = Task {
            do {
                for try await update in CLLocationUpdate.liveUpdates() {
                    guard let location = update.location else { continue }
                    let placemark = try? await CLGeocoder().reverseGeocodeLocation(location).first
                    currentPlaceName = placemark?.locality
                    isLoading = false
                }
            } catch {
                isLoading = false
            }
        }
    }

    func stopLocationUpdates() {
        locationTask?.cancel()
        locationTask = nil
    }
}

@MainActor
final class ForecastModel: ObservableObject {
    let city: City
    @Published var days: [ForecastDay] = []
    @Published var metrics: [WeatherMetric] = []
    @Published var lastUpdated: Date?

    init(city: City) {
        self.city = city
    }

    func load() async {
        days = await WeatherService.forecast(for: city)
        metrics = await WeatherService.metrics(for: city)
        lastUpdated = .now
    }
}

final class LocationManager: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var authorization: CLAuthorizationStatus = .notDetermined
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        authorization = manager.authorizationStatus
    }

    func request() { manager.requestWhenInUseAuthorization() }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        authorization = manager.authorizationStatus
    }
}

final class WeatherSettings: ObservableObject {
    @Published var useMetric = Locale.current.measurementSystem == .metric
}

// MARK: - Views

struct WeatherDashboard: View {
    @StateObject private var model = DashboardModel()
    @StateObject private var settings = WeatherSettings()
    @State private var selectedCity: City?

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                Image("brand-wordmark")
                    .renderingMode(.template)
                    .resizable()
                    .scaledToFit()
                    .frame(height: 20)
                    .foregroundStyle(.secondary)

                LocationPermissionBanner()

                Picker("City", selection: $selectedCity) {
                    ForEach(model.cities) { city in
                        Text(city.name).tag(Optional(city))
                    }
                }
                .pickerStyle(.menu)

                if model.isLoading {
                    ProgressView("Finding your location…")
                        .frame(maxHeight: .infinity)
                } else if let city = selectedCity ?? model.cities.first {
                    CityForecastView(city: city, settings: settings)
                }
            }
            .navigationTitle(model.currentPlaceName ?? "Weather")
            .onAppear { model.startLocationUpdates() }
            .onDisappear { model.stopLocationUpdates() }
        }
    }
}

struct LocationPermissionBanner: View {
    @ObservedObject var locationManager = LocationManager()

    var body: some View {
        if locationManager.authorization == .notDetermined {
            HStack {
                Text("Allow location for local weather")
                Spacer()
                Button("Allow") { locationManager.request() }
            }
            .padding()
            .background(.yellow.opacity(0.2))
        }
    }
}

struct CityForecastView: View {
    let city: City
    @ObservedObject var settings: WeatherSettings
    @StateObject private var forecast: ForecastModel
    @Environment(\.horizontalSizeClass) private var sizeClass

    init(city: City, settings: WeatherSettings) {
        self.city = city
        self.settings = settings
        _forecast = StateObject(wrappedValue: ForecastModel(city: city))
    }

    var body: some View {
        let layout = sizeClass == .regular ? AnyLayout(HStackLayout(spacing: 16)) : AnyLayout(VStackLayout(spacing: 12))

        ScrollView {
            ZStack(alignment: .bottomLeading) {
                Image(city.backgroundAsset)
                    .renderingMode(.original)
                    .frame(maxWidth: .infinity, minHeight: 180)
                    .clipped()
                Text(city.name)
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
                    .padding()
            }

            HourlyStrip(city: city)

            layout {
                ForEach(forecast.metrics) { metric in
                    tile(for: metric)
                }
            }
            .padding()

            VStack {
                ForEach(forecast.days) { day in
                    ForecastDayRow(day: day, useMetric: settings.useMetric)
                }
            }
            .id(forecast.lastUpdated)
            .transition(.opacity)

            UnitToggleRow(settings: settings)
        }
        .refreshable { await forecast.load() }
        .task { await forecast.load() }
    }

    private func tile(for metric: WeatherMetric) -> AnyView {
        metric.isSevere ? AnyView(SevereMetricTile(metric: metric)) : AnyView(MetricTile(metric: metric))
    }
}

struct HourlyStrip: View {
    let city: City
    @State private var hours: [HourlyReading] = []

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 16) {
                ForEach(hours) { reading in
                    VStack {
                        Text(reading.date, format: .dateTime.hour())
                            .font(.caption)
                        Text(reading.temperature, format: .number.precision(.fractionLength(0)))
                            .font(.headline)
                    }
                }
            }
            .padding(.horizontal)
        }
        .task(id: city.id) {
            hours = await WeatherService.hourly(for: city)
        }
    }
}

struct MetricTile: View {
    let metric: WeatherMetric

    var body: some View {
        VStack(alignment: .leading) {
            Text(metric.title).font(.caption).foregroundStyle(.secondary)
            Text(metric.value).font(.title2.bold())
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

struct SevereMetricTile: View {
    let metric: WeatherMetric

    var body: some View {
        Label(metric.value, systemImage: "exclamationmark.triangle.fill")
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(Color.red.opacity(0.2), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ForecastDayRow: View {
    let day: ForecastDay
    let useMetric: Bool

    private func display(_ celsius: Double) -> String {
        let value = useMetric ? celsius : celsius * 9 / 5 + 32
        return value.formatted(.number.precision(.fractionLength(0))) + "°"
    }

    var body: some View {
        HStack {
            Text(day.date, format: .dateTime.weekday(.abbreviated))
                .frame(width: 48, alignment: .leading)
            Image(systemName: day.symbol)
                .symbolRenderingMode(.multicolor)
                .frame(width: 32)
            Spacer()
            Text(display(day.low)).foregroundStyle(.secondary)
            Text(display(day.high))
        }
    }
}

struct UnitToggleRow: View {
    private let useMetric: Binding<Bool>

    init(settings: WeatherSettings) {
        useMetric = Binding(get: { settings.useMetric }, set: { settings.useMetric = $0 })
    }

    var body: some View {
        Toggle("Celsius", isOn: useMetric)
            .padding(.horizontal)
    }
}
