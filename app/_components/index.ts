// The one component set of the web app.
export { cn } from "./cn";
export { Button, ButtonLink, buttonClass } from "./button";
export { Field, useField } from "./field";
export { Input, Textarea, Select } from "./input";
export { Card } from "./card";
export { Badge, type Tone } from "./badge";
export { EmptyState } from "./empty-state";
export { Dialog } from "./dialog";
export { Tabs, type TabItem } from "./tabs";
export { Skeleton, SkeletonList } from "./skeleton";
export { ToastProvider, useToast } from "./toast";
export { Logo } from "./logo";
export { PageHeader } from "./page-header";
export { ErrorState } from "./error-state";
export { Dropzone } from "./dropzone";
export { RadioCards, type RadioOption } from "./radio-cards";
