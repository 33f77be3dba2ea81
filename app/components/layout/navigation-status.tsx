import { useNavigation } from "react-router";

/**
 * "Loading..." while a client-side navigation waits for a route chunk or its
 * data (spec, section 2). The live region is always present so the change is announced.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div className="navigation-status" role="status" data-loading={loading}>
      {loading ? "Loading..." : ""}
    </div>
  );
}
