import SwiftUI
import UIKit

// MARK: - Models

struct WeatherCity: Identifiable, Hashable {
    let id: String
    var name: String
    var latitude: Double
    var longitude: Double

    static let cupertino = WeatherCity(id: "cupertino", name: "Cupertino", latitude: 37.32, longitude: -122.03)
    static let london = WeatherCity(id: "london", name: "London", latitude: 51.51, longitude: -0.13)
}

enum TemperatureUnit: String, CaseIterable, Identifiable {
    case celsius, fahrenheit

    var id: String { rawValue }
    var symbol: String { self == .celsius ? "°C" : "°F" }
}

struct CurrentConditions: Equatable {
    var temperature: Double
    var summary: String
    var symbol: String
    var humidity: Double
    var windSpeed: Double
    var uvIndex: Int
}

struct HourlyPoint: Identifiable {
    let id: Date
    var temperature: Double
    var symbol: String
}

struct DailyForecast: Identifiable {
    let id: Date
    var high: Double
    var low: Double
    var symbol: String
}

struct WeatherMetric: Identifiable {
    let id: String
    var title: String
    var value: String
    var symbol: String
}

enum WeatherService {
    static func current(for city: WeatherCity) async throws -> CurrentConditions {
        CurrentConditions(temperature: 18, summary: "Partly Cloudy", symbol: "cloud.sun", humidity: 0.6, windSpeed: 12, uvIndex: 4)
    }

    static func hourly(for city: WeatherCity, unit: TemperatureUnit) async throws -> [HourlyPoint] {
        []
    }

    static func daily(for city: WeatherCity) async throws -> [DailyForecast] {
        []
    }

    static func alerts(for cityID: WeatherCity.ID) async -> [String] {
        []
    }
}

@Observable
final class CityStore {
    var cities: [WeatherCity] = [.cupertino, .london]
    var selectedCity: WeatherCity = .cupertino
}

extension View {
    @ViewBuilder
    func applyIf<Modified: View>(_ condition: Bool, _ transform: (Self) -> Modified) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

// MARK: - Dashboard

struct DashboardCard<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

struct WeatherDashboardView: View {
    @Environment(CityStore.self) private var cities
    @AppStorage("temperatureUnit") private var unit: TemperatureUnit = .celsius
    @State private var conditions: CurrentConditions?
    @State private var isRefreshing = false

    private var metrics: [WeatherMetric] {
        guard let conditions else { return [] }
        return [
            WeatherMetric(id: "humidity", title: "Humidity", value: conditions.humidity.formatted(.percent), symbol: "humidity"),
            WeatherMetric(id: "wind", title: "Wind", value: "\(Int(conditions.windSpeed)) km/h", symbol: "wind"),
            WeatherMetric(id: "uv", title: "UV Index", value: "\(conditions.uvIndex)", symbol: "sun.max"),
        ]
    }

    var body: some View {
        @Bindable var cities = cities
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    if isRefreshing {
                        CurrentConditionsCard(conditions: conditions, unit: unit)
                            .redacted(reason: .placeholder)
                    } else {
                        CurrentConditionsCard(conditions: conditions, unit: unit)
                    }

                    HourlyForecastStrip(city: cities.selectedCity, unit: unit)

                    DailyForecastList(city: cities.selectedCity)
                        .applyIf(isRefreshing) { $0.opacity(0.5) }

                    WeatherAlertsView(cityID: cities.selectedCity.id)
                        .applyIf(UIDevice.current.userInterfaceIdiom == .phone) { $0.padding(.horizontal, -4) }

                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 12)], spacing: 12) {
                        ForEach(metrics) { metric in
                            MetricTile(
                                title: metric.title,
                                value: metric.value,
                                icon: AnyView(Image(systemName: metric.symbol).symbolRenderingMode(.multicolor))
                            )
                        }
                    }
                }
                .padding()
            }
            .navigationTitle(cities.selectedCity.name)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Picker("City", selection: $cities.selectedCity) {
                        ForEach(cities.cities) { city in
                            Text(city.name).tag(city)
                        }
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Picker("Unit", selection: $unit) {
                        ForEach(TemperatureUnit.allCases) { unit in
                            Text(unit.symbol).tag(unit)
                        }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .refreshable {
                await refresh()
            }
            .task(id: cities.selectedCity) {
                await refresh()
            }
        }
    }

    private func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        conditions = try? await WeatherService.current(for: cities.selectedCity)
    }
}

struct CurrentConditionsCard: View {
    let conditions: CurrentConditions?
    let unit: TemperatureUnit

    var body: some View {
        DashboardCard("Now") {
            HStack {
                Image(systemName: conditions?.symbol ?? "cloud")
                    .symbolRenderingMode(.multicolor)
                    .font(.system(size: 48))
                VStack(alignment: .leading) {
                    Text(temperatureText)
                        .font(.system(size: 44, weight: .light))
                    Text(conditions?.summary ?? "—")
                        .foregroundStyle(.secondary)
                }
            }
        }
    }

    private var temperatureText: String {
        guard let celsius = conditions?.temperature else { return "--" }
        let value = unit == .celsius ? celsius : celsius * 9 / 5 + 32
        return "\(Int(value.rounded()))\(unit.symbol)"
    }
}

struct HourlyForecastStrip: View {
    let city: WeatherCity
    let unit: TemperatureUnit
    @State private var hours: [HourlyPoint] = []

    var body: some View {
        DashboardCard("Hourly") {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 16) {
                    ForEach(hours) { point in
                        VStack(spacing: 6) {
                            Text(point.id, format: .dateTime.hour())
                                .font(.caption)
                            Image(systemName: point.symbol)
                            Text("\(Int(point.temperature))°")
                        }
                    }
                }
            }
        }
        .task {
            hours = (try? await WeatherService.hourly(for: city, unit: unit)) ?? []
        }
    }
}

struct DailyForecastList: View {
    let city: WeatherCity
    @State private var days: [DailyForecast] = []

    var body: some View {
        DashboardCard("10-Day Forecast") {
            if days.isEmpty {
                ProgressView()
                    .frame(maxWidth: .infinity)
            } else {
                ForEach(days) { day in
                    HStack {
                        Text(day.id, format: .dateTime.weekday(.abbreviated))
                            .frame(width: 44, alignment: .leading)
                        Image(systemName: day.symbol)
                        Spacer()
                        Text("\(Int(day.low))° – \(Int(day.high))°")
                            .monospacedDigit()
                    }
                }
            }
        }
        .task(id: city) {
            days = (try? await WeatherService.daily(for: city)) ?? []
        }
    }
}

struct WeatherAlertsView: View {
    let cityID: WeatherCity.ID
    @State private var alerts: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(alerts, id: \.self) { alert in
                Label(alert, systemImage: "exclamationmark.triangle.fill")
                    .foregroundStyle(.orange)
            }
        }
        .onAppear {
            Task {
                alerts = await WeatherService.alerts(for: cityID)
            }
        }
    }
}

struct MetricTile: View {
    let title: String
    let value: String
    let icon: AnyView

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                icon
                Text(title)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Text(value)
                .font(.title2.weight(.semibold))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
    }
}

// MARK: - Widget gallery

struct WidgetGalleryView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                Text("Add the widget to your Home Screen to see the weather at a glance.")
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                CityWeatherPreview(city: .cupertino)
            }
            .padding()
        }
        .navigationTitle("Widgets")
    }
}

struct CityWeatherPreview: View {
    let city: WeatherCity
    @State private var conditions: CurrentConditions?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(city.name)
                .font(.headline)
            Text(conditions.map { "\(Int($0.temperature))°" } ?? "--")
                .font(.system(size: 40, weight: .light))
            Text(conditions?.summary ?? " ")
                .font(.caption)
        }
        .frame(width: 160, height: 160, alignment: .topLeading)
        .padding()
        .background(.blue.gradient, in: RoundedRectangle(cornerRadius: 22))
        .foregroundStyle(.white)
        .task {
            conditions = try? await WeatherService.current(for: city)
        }
    }
}

#Preview {
    CityWeatherPreview(city: .cupertino)
}
