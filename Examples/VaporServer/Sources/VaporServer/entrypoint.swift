import Vapor

/// Starts the server: `swift run VaporServer serve --hostname 127.0.0.1 --port 8080`.
///
/// The database is the SQLite file named by `DATABASE_PATH` (default `db.sqlite` in the working
/// folder); its tables are created or brought up to date before the server answers.
@main
enum Entrypoint {
    static func main() async throws {
        var environment = try Environment.detect()
        try LoggingSystem.bootstrap(from: &environment)
        let app = try await Application.make(environment)
        do {
            try await configure(app)
            try await app.execute()
        } catch {
            app.logger.report(error: error)
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
